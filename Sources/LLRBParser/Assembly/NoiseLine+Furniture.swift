extension NoiseLine {
    /// The furniture a line set aside is, as the marks of `bench/realistic` name it.
    public enum Furniture: Sendable {
        /// A slogan over the page.
        case banner
        /// A column name over no story: the page's section.
        case section
        /// Anything else set aside.
        case junk
    }

    /// What furniture the line is, from the reason it was set aside: so that a page's reading can
    /// be written back as marks (`llrb parse --mark`) without a front reading the reasons' words.
    public var furniture: Furniture {
        switch reason {
        case NoiseRules.slogan: .banner
        case ArticleAssembler.unplacedRubricReason: .section
        default: .junk
        }
    }
}
