/// A corrections journal as llrb wrote it before journals had a header (commit 98799cbe's
/// binary, `llrb correct` twice on seed 000 ingested from /tmp/legacy/pages): every line a
/// correction with its CRC-32, byte for byte.
enum JournalBeforeHeaders {
    static let text = #"""
    {"article":"9895-64ed71-2","by":"李明","date":"2026-11-28T01:28:53Z","file":"/tmp/legacy/pages/000.txt","hash":"64ed71c06d9a6c02","kind":"text","lines":[73,75],"new":"进入","note":"OCR misread 入","number":1,"occurrence":1,"old":"进人","crc32":"34e68103"}
    {"article":"9895-64ed71-3","date":"2026-11-28T01:28:53Z","file":"/tmp/legacy/pages/000.txt","hash":"64ed71c06d9a6c02","kind":"headline","lines":[97,109],"new":"政银企签约","number":2,"old":"","crc32":"39c56b04"}

    """#
}
