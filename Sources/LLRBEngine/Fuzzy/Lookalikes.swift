/// Which characters OCR may print for a query's characters, from the generated table
/// `LookalikeCharacters` (tools/lookalike).
enum Lookalikes {
    /// The look-alikes of each of `scalars`, in one pass over the table's ~5,300 pairs (~20 µs):
    /// a search process asks for a phrase's few characters once, where a dictionary of the whole
    /// table would be built on every start.
    static func of(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var result = [[Unicode.Scalar]](repeating: [], count: scalars.count)
        var first: Unicode.Scalar?
        for scalar in LookalikeCharacters.pairs.unicodeScalars {
            guard let left = first else {
                first = scalar
                continue
            }
            first = nil
            for (index, wanted) in scalars.enumerated() {
                if wanted == left, !result[index].contains(scalar) { result[index].append(scalar) }
                if wanted == scalar, !result[index].contains(left) { result[index].append(left) }
            }
        }
        return result
    }
}
