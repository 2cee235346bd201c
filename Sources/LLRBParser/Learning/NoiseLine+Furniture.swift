extension NoiseLine {
    /// The furniture a line set aside is, as the marks of `bench/realistic` and the learned
    /// reader's labels name it: a slogan over the page is its banner, a column name over no story
    /// the page's section, anything else junk. So that a page's reading can be written back as
    /// marks (`llrb parse --mark`) without a front reading the reasons' words.
    public var furnitureRole: LineLabel.Role {
        switch reason {
        case NoiseRules.slogan: .banner
        case ArticleAssembler.unplacedRubricReason: .section
        default: .junk
        }
    }
}
