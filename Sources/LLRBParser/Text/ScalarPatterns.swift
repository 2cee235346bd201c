/// The readers walk code points (`UInt32`, as `UTF8Walk` decodes them) and name the characters
/// they look for as the paper prints them: these let a `switch` over a code point take a
/// character (`case "版":`) or a run of them (`case "A"..."Z":`) as its pattern. The literal is a
/// constant, so the switch compiles to the comparisons it would with the number written out.
@inline(__always)
func ~= (pattern: Unicode.Scalar, value: UInt32) -> Bool {
    pattern.value == value
}

@inline(__always)
func ~= (pattern: ClosedRange<Unicode.Scalar>, value: UInt32) -> Bool {
    pattern.lowerBound.value <= value && value <= pattern.upperBound.value
}
