extension String {
    /// The string of `scalars`, encoded to UTF-8 by hand into the string's own storage:
    /// `String(String.UnicodeScalarView(scalars))` costs some 4,000 instructions for a name of
    /// three characters, and the office reader and the concordance make one for every name and
    /// context they read.
    @inlinable
    public init<Scalars: Collection>(scalars: Scalars) where Scalars.Element == Unicode.Scalar {
        let capacity = scalars.reduce(0) { $0 + UTF8.width($1) }
        self.init(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }
}
