import LLRBViews

/// The JSON of `people` and `offices`, which `/api/people` and `/api/offices` answer with too;
/// the keys are part of llrb's script interface.
enum PeopleJSON {
    /// `people --json`.
    struct Listing: Encodable {
        var people: [NamedPerson]
    }

    /// `people NAME --json`.
    struct Person: Encodable {
        var name: String
        var articles: [PersonMention]
    }

    /// `offices --json`.
    struct Offices: Encodable {
        var offices: [OfficeHistory]
    }
}
