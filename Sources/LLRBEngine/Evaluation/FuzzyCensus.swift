
/// What a search's fuzzy phrases found in the whole archive, for ranking and marking their
/// hits: which approximate forms are words of their own. A one-character change that gives
/// a word the archive prints often (`复工复学` for 复工复产, `经济发展` for 经济开展) is another
/// story printed as meant, not OCR damage; OCR damage is scattered, so a misread form is
/// rare next to the phrase. A form counts as another word when it is printed in
/// `minimumDocuments` documents or more and in at least 1/`editedShare` as many as the phrase
/// itself (1/`lookalikeShare` for a look-alike form, which OCR may repeat); a look-alike form
/// printed more often than the phrase is what the query misprints, and no other word.
package struct FuzzyCensus {
    static let minimumDocuments = 3
    static let editedShare = 50
    static let lookalikeShare = 10

    /// otherWords[leaf]: the forms of that fuzzy phrase that are words of their own.
    package let otherWords: [Set<String>]

    package init(plan: QueryPlan, evaluations: [SegmentEvaluation]) {
        otherWords = plan.leaves.indices.map { leaf in
            guard plan.leaves[leaf].fuzzy != nil else { return [] }
            var exactDocuments = 0
            var forms: [String: (documents: Int, cost: EditCost)] = [:]
            for evaluation in evaluations {
                var printed: [String: Set<UInt32>] = [:]
                var exact = Set<UInt32>()
                for case let match? in evaluation.matches[leaf] {
                    for (document, frequency) in zip(match.documents, match.frequencies) {
                        let variants = match.variants(of: document)
                        if variants.reduce(0, { $0 + $1.count }) < frequency { exact.insert(document) }
                        for variant in variants {
                            printed[variant.form, default: []].insert(document)
                            forms[variant.form, default: (0, variant.cost)].cost = variant.cost
                        }
                    }
                }
                exactDocuments += exact.count
                for (form, documents) in printed { forms[form, default: (0, .exact)].documents += documents.count }
            }
            // A look-alike form printed more often than the phrase itself is what the phrase
            // misprints (`复工复产` when the query is `复工复严`): the very story the user is after.
            return Set(forms.filter { _, found in
                let share = found.cost.isLookalike ? Self.lookalikeShare : Self.editedShare
                return found.documents >= Self.minimumDocuments && found.documents * share >= exactDocuments
                    && !(found.cost.isLookalike && found.documents > exactDocuments)
            }.keys)
        }
    }

    /// How `document` (at `index` in `match`) matches fuzzy phrase `leaf` in one field.
    package func quality(of document: UInt32, at index: Int, in match: PhraseMatch, leaf: Int) -> MatchQuality {
        let variants = match.variants(of: document)
        if variants.reduce(0, { $0 + $1.count }) < match.frequencies[index] { return .exact }
        return variants.map { quality(of: $0, leaf: leaf) }.min() ?? .exact
    }

    package func quality(of variant: PhraseVariant, leaf: Int) -> MatchQuality {
        quality(of: variant.form, cost: variant.cost, leaf: leaf)
    }

    package func quality(of form: String, cost: EditCost, leaf: Int) -> MatchQuality {
        if cost == .exact { return .exact }
        if otherWords[leaf].contains(form) { return .otherWord }
        return cost.isLookalike ? .lookalike : .edited
    }
}
