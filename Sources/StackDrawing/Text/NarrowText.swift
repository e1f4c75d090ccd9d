/// UTF-8 text whose every scalar is *plainly narrow*: printable, one column wide and stored by
/// ``Canvas/write(_:at:style:clip:)`` as it is — printable ASCII, U+00A0 up to the first
/// combining mark (U+0300), and ``TextWidth/isCommonNarrow(_:)`` (dashes, quotes, box drawing,
/// blocks). Most of what a terminal interface shows is such text; it is measured and written
/// one cell per scalar, without a width-table search or per-cell bookkeeping.
package enum NarrowText {
  /// True when `bytes` are all printable ASCII (the commonest plainly narrow text, checked
  /// first because it is checked fastest).
  @inline(__always)
  package static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
    return true
  }

  /// The number of scalars of the UTF-8 `bytes` when every one is plainly narrow (its width
  /// in columns), nil otherwise.
  package static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var count = 0
    var index = 0
    while index < bytes.count {
      guard let (value, length) = scalar(in: bytes, at: index), isPlainlyNarrow(value) else {
        return nil
      }
      index += length
      count += 1
    }
    return count
  }

  /// The value and UTF-8 length of the scalar starting at `index` of valid UTF-8 `bytes`, or
  /// nil for a four-byte scalar (never plainly narrow) or a sequence cut short.
  @inline(__always)
  package static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, length: Int
  )? {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    if lead & 0xE0 == 0xC0, index + 1 < bytes.count {
      return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
    }
    if lead & 0xF0 == 0xE0, index + 2 < bytes.count {
      let middle = UInt32(bytes[index + 1] & 0x3F)
      return ((lead & 0x0F) << 12 | middle << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
    }
    return nil
  }

  /// True for a plainly narrow scalar value.
  @inline(__always)
  package static func isPlainlyNarrow(_ value: UInt32) -> Bool {
    (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < TextWidth.firstNonTrivialScalar)
      || TextWidth.isCommonNarrow(value)
  }
}
