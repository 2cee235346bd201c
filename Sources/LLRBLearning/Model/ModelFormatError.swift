import LLRBParser

/// Why the bytes of a model file could not be read as a `LinearChainCRF`. A model is written by
/// training and read by every `llrb` run that labels lines, so each case says what the user
/// must do to get a readable model again, rather than where the reader stumbled.
public enum ModelFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the model magic: another kind of file was passed.
    case wrongMagic
    /// A model written by a later (or unknown) version of the format.
    case unsupportedVersion(UInt32)
    /// The bytes end before the part named `part` does: the file was cut short.
    case truncated(part: String)
    /// Counts in the header that no model has (no labels, or sizes beyond any file).
    case implausibleCounts(labels: UInt32, features: UInt32)
    /// A label name or the metadata is not UTF-8 text.
    case invalidText(part: String)
    /// The same feature key owns two rows, so a feature would have two weights.
    case duplicateFeatureKey(UInt64)
    /// A weight is NaN or infinite, which would make every score meaningless.
    case nonFiniteWeight(index: Int)
    /// The checksum over the model does not match the one stored after it: damaged bytes.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// Bytes follow the end of the model: two files run together, or a damaged length.
    case trailingBytes(count: Int)
    /// The model's file could not be read (missing, or not a file).
    case unreadable(path: String)
    /// The model labels lines with other labels than this llrb decodes (`LineLabel.all`).
    case labelsDiffer

    /// One line: what is wrong with the model, and what to do about it.
    public var description: String {
        switch self {
        case let .unreadable(path):
            return "cannot read the CRF model \(path); train one with tools/train-model"
        case .labelsDiffer:
            return "the CRF model's labels are not the ones this reader decodes; retrain it with tools/train-model"
        case .wrongMagic:
            return "not an llrb CRF model (it does not start with \"LLRBCRF\"); pass a model file written by training"
        case let .unsupportedVersion(version):
            return "CRF model format version \(version) is not readable by this llrb (it reads version \(LinearChainCRF.formatVersion)); upgrade llrb or retrain the model"
        case let .truncated(part):
            return "CRF model is cut short (it ends inside its \(part)); copy the model file again or retrain it"
        case let .implausibleCounts(labels, features):
            return "CRF model header is damaged (\(labels) labels, \(features) feature rows); copy the model file again or retrain it"
        case let .invalidText(part):
            return "CRF model \(part) is not UTF-8 text; copy the model file again or retrain it"
        case let .duplicateFeatureKey(key):
            return "CRF model lists feature key 0x\(String(key, radix: 16)) twice; retrain the model"
        case let .nonFiniteWeight(index):
            return "CRF model weight \(index) is not a finite number; retrain the model"
        case let .checksumMismatch(stored, computed):
            return "CRF model is damaged (checksum \(hex(computed)), stored \(hex(stored))); copy the model file again or retrain it"
        case let .trailingBytes(count):
            return "CRF model has \(count) unexpected bytes after its end; copy the model file again or retrain it"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
