import StackUI

/// Finding a byte in a line eight bytes at a time (SWAR: a 64-bit word compared with the
/// byte repeated, its zero bytes found with the classic `(x - 0x01…) & ~x & 0x80…` test):
/// the filter's inner loop, several times faster than a byte-by-byte loop on long lines
/// without the byte (StackCore uses no C library, so no `memchr`).
package enum ByteSearch {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The first offset at or after `start` where `buffer` has `byte` (or, when `foldsCase`
  /// and `byte` is a lowercase ASCII letter, its uppercase form too); nil when there is
  /// none.
  @inline(__always)
  package static func firstIndex(
    of byte: UInt8, foldsCase: Bool, in buffer: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    let folds = foldsCase && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    guard let base = buffer.baseAddress else { return nil }
    let count = buffer.count
    var offset = start
    let pattern = UInt64(byte) &* ones
    let fold: UInt64 = folds ? 0x2020_2020_2020_2020 : 0
    while offset + 8 <= count {
      let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) | fold
      let difference = word ^ pattern
      let zeros = (difference &- ones) & ~difference & highs
      if zeros != 0 {
        // The lowest flagged byte is a real zero (little-endian: the earliest byte);
        // a fold may flag a byte that only looks equal once 0x20 is set: check it.
        let index = offset + (zeros.trailingZeroBitCount >> 3)
        if matches(base[index], byte, folds) { return index }
        offset = index + 1
        continue
      }
      offset += 8
    }
    while offset < count {
      if matches(base[offset], byte, folds) { return offset }
      offset += 1
    }
    return nil
  }

  @inline(__always)
  private static func matches(_ candidate: UInt8, _ byte: UInt8, _ folds: Bool) -> Bool {
    folds ? FilterQuery.lowercase(candidate) == byte : candidate == byte
  }
}
