/// Assembles the bytes a terminal sends into Unicode scalars, one byte at a time, and drops
/// what is not UTF-8.
///
/// A terminal can send bytes that are not UTF-8: a paste of Latin-1 text, an 8-bit Meta key
/// (`Alt-j` as 0xEA), a C1 control (0x9B), noise on a serial line. Each ill-formed part is
/// reported once as ``Output/invalid`` and decoding goes on with the next byte, so the key
/// after it always works. The ill-formed parts are the "maximal subparts" of the Unicode
/// standard (section 3.9): a byte that cannot start a character (0x80...0xC1, 0xF5...0xFF), or
/// a valid start followed by a byte that cannot continue it, which is then decoded afresh.
///
/// ```swift
/// var decoder = UTF8InputDecoder()
/// decoder.decode(0xFF)    // [.invalid]
/// decoder.decode(0x6A)    // [.scalar("j")]
/// decoder.decode(0xC3)    // []  (waits for the rest of "é")
/// decoder.decode(0xA9)    // [.scalar("é")]
/// decoder.decode(0xC3)    // []
/// decoder.decode(0x71)    // [.invalid, .scalar("q")]
/// ```
///
/// A sequence cut short by something that is not a byte (a decoded key, a resize) is ended
/// with ``finish()``.
struct UTF8InputDecoder: Sendable, Hashable {
  /// What one byte completed.
  enum Output: Sendable, Hashable {
    /// A character.
    case scalar(Unicode.Scalar)
    /// An ill-formed byte sequence, dropped.
    case invalid
  }

  /// The bits of the scalar decoded so far.
  private var value: UInt32 = 0
  /// Continuation bytes still needed (0: between characters).
  private var remaining = 0
  /// The range the next continuation byte must be in (narrower after E0, ED, F0 and F4).
  private var nextRange: ClosedRange<UInt8> = 0x80...0xBF

  /// A decoder between characters.
  init() {}

  /// True while a character has started and its remaining bytes have not arrived.
  var isInsideCharacter: Bool { remaining > 0 }

  /// Decodes `byte`: nothing while a character is incomplete, otherwise what it completed (an
  /// ill-formed start is reported before the character that follows it).
  mutating func decode(_ byte: UInt8) -> [Output] {
    if remaining > 0 {
      if nextRange.contains(byte) {
        value = value << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        nextRange = 0x80...0xBF
        guard remaining == 0 else { return [] }
        return [Unicode.Scalar(value).map(Output.scalar) ?? .invalid]
      }
      // The character is cut short: report it and decode this byte on its own.
      remaining = 0
      return [.invalid] + start(byte)
    }
    return start(byte)
  }

  /// Ends an incomplete character (reported as ``Output/invalid``); nil between characters.
  mutating func finish() -> Output? {
    guard remaining > 0 else { return nil }
    remaining = 0
    return .invalid
  }

  /// Decodes `byte` as the first byte of a character.
  private mutating func start(_ byte: UInt8) -> [Output] {
    nextRange = 0x80...0xBF
    switch byte {
    case 0x00...0x7F:
      return [.scalar(Unicode.Scalar(byte))]
    case 0xC2...0xDF:
      begin(UInt32(byte & 0x1F), remaining: 1)
    case 0xE0...0xEF:
      begin(UInt32(byte & 0x0F), remaining: 2)
      // No overlong forms (E0 80...9F) and no surrogates (ED A0...BF).
      if byte == 0xE0 { nextRange = 0xA0...0xBF }
      if byte == 0xED { nextRange = 0x80...0x9F }
    case 0xF0...0xF4:
      begin(UInt32(byte & 0x07), remaining: 3)
      // No overlong forms (F0 80...8F) and nothing above U+10FFFF (F4 90...BF).
      if byte == 0xF0 { nextRange = 0x90...0xBF }
      if byte == 0xF4 { nextRange = 0x80...0x8F }
    default:
      // A continuation byte with nothing to continue, or a byte UTF-8 never uses.
      return [.invalid]
    }
    return []
  }

  private mutating func begin(_ bits: UInt32, remaining: Int) {
    value = bits
    self.remaining = remaining
  }
}
