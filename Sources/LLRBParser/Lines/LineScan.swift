/// The single pass over a line's scalars: folds full-width ASCII, drops pictographs, removes
/// spaces that only OCR put there, and counts what classification needs on the way.
struct LineScan {
    private(set) var folded: [Unicode.Scalar] = []
    private(set) var hanCount = 0
    private(set) var hanGaps = 0
    private(set) var singleHanTokens = 0
    private(set) var tokens = 0
    private(set) var hasSentencePunctuation = false
    private(set) var endsSentence = false
    private(set) var hasStrayLatin = false
    private(set) var hadPictograph = false

    private var pendingSpace = false
    private var previous: UInt32 = 0
    private var tokenLength = 0
    private var tokenHan = 0
    private var latinRun = 0
    private var beforeLatinRun: UInt32 = 0

    mutating func consume(_ raw: UInt32) {
        var value = raw
        if (0xFF01...0xFF5E).contains(value) {
            value -= 0xFEE0
        }
        if ScalarClass.isSpace(value) {
            pendingSpace = true
            return
        }
        if ScalarClass.isPictograph(value) {
            hadPictograph = true
            return
        }
        if pendingSpace || tokens == 0 {
            closeToken()
            tokens += 1
        }
        if pendingSpace {
            if ScalarClass.isHan(previous), ScalarClass.isHan(value) {
                hanGaps += 1
            }
            if ScalarClass.isASCIIAlphanumeric(previous), ScalarClass.isASCIIAlphanumeric(value) {
                folded.append(" ")
            }
            pendingSpace = false
        }
        trackLatin(value)
        if ScalarClass.isHan(value) {
            hanCount += 1
            tokenHan += 1
        }
        if ScalarClass.isSentencePunctuation(value) {
            hasSentencePunctuation = true
        }
        tokenLength += 1
        if let scalar = Unicode.Scalar(value) {
            folded.append(scalar)
        }
        previous = value
    }

    mutating func finish() {
        closeToken()
        trackLatin(0)
        var index = folded.count - 1
        while index >= 0, ScalarClass.isClosingMark(folded[index].value) {
            index -= 1
        }
        endsSentence = index >= 0 && ScalarClass.isSentenceEnd(folded[index].value)
    }

    private mutating func closeToken() {
        if tokenLength == 1, tokenHan == 1 {
            singleHanTokens += 1
        }
        tokenLength = 0
        tokenHan = 0
    }

    /// A run of one or two Latin letters between Han ideographs (or a line end) is OCR garbage
    /// far more often than it is an abbreviation.
    private mutating func trackLatin(_ value: UInt32) {
        if ScalarClass.isLatinLetter(value) {
            if latinRun == 0 {
                beforeLatinRun = previous
            }
            latinRun += 1
            return
        }
        if latinRun > 0, latinRun <= 2 {
            let before = beforeLatinRun
            let beforeIsWordy = ScalarClass.isASCIIAlphanumeric(before) || before == 0x2E || before == 0x2D
            let afterIsWordy = ScalarClass.isASCIIAlphanumeric(value) || value == 0x2E || value == 0x2D
            if !beforeIsWordy, !afterIsWordy, ScalarClass.isHan(before) || ScalarClass.isHan(value) {
                hasStrayLatin = true
            }
        }
        latinRun = 0
    }
}
