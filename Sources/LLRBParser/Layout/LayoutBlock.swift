/// A block of a layout page's lines as its reader reads it (ALTO's `TextBlock`, hOCR's
/// `ocr_par`), with the region of the page the engine set it in (its outermost `ComposedBlock`,
/// its `ocr_carea`): the blocks of one region are read in the order the engine wrote them, as
/// the cells of a table or the paragraphs of a column, and regions are read down each column
/// (`ColumnOrder`).
struct LayoutBlock {
    var region: Int
    var lines: [LayoutLine] = []
}
