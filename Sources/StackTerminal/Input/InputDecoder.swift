import StackCore

/// Decodes the bytes a terminal sends into input events, one unit at a time: a character
/// (assembled with ``UTF8InputDecoder``; bytes that are not UTF-8 are dropped), a key's
/// escape sequence (``KeySequences``), or a mouse report (xterm SGR `ESC [ < b ; x ; y M/m`
/// or X10 `ESC [ M b x y`; the primary button and the wheel are decoded, the rest dropped).
///
/// An ESC is the Esc key only when nothing follows it within the escape delay (the caller
/// decodes again with `final` set). Input right behind an ESC is Alt plus a key (`ESC j`) or
/// a sequence this terminal type does not describe (`ESC [ 1 ; 9 A`): it is dropped to its
/// end, so that it neither acts as Esc (which quits many programs) nor types its tail.
///
/// A bracketed paste (`ESC [ 200 ~` text `ESC [ 201 ~`) is one `InputEvent.paste(_:)`:
/// its bytes are collected as they arrive, in any number of reads, and none of them is
/// decoded as a key. A paste always ends: at its end mark; at ``pasteLimit`` bytes (what came
/// so far is the paste, the rest up to the end mark is dropped); or when the input is quiet
/// for a while (the reader calls ``endPaste()``), so a start mark without its end (a program
/// killed mid-paste, a hostile write) cannot take the keys for ever.
struct InputDecoder {
  /// The key sequences, each starting with ESC.
  let keySequences: [(bytes: [UInt8], key: Key)]
  /// The same sequences laid out flat: every sequence's bytes one after the other, and each
  /// sequence's place there with its key. Matching a key reads one small block of memory
  /// instead of an array per sequence (the input is decoded cold, after the user's pause).
  private let sequenceBytes: [UInt8]
  private let sequenceEntries: [(start: Int, count: Int, key: Key)]
  /// Assembles the bytes of characters.
  var utf8 = UTF8InputDecoder()
  /// The button of the last X10 press (its release report does not say which).
  private var lastPressedButton = -1
  /// The bytes of the paste being read (after `ESC [ 200 ~`), or nil outside a paste.
  private var pasteBytes: [UInt8]?
  /// True once the paste being read reached ``pasteLimit``: the rest of it is dropped.
  private var pasteIsCut = false
  /// The most bytes one paste gives (4 MiB by default); a longer one is cut there.
  var pasteLimit = 4 << 20

  /// True while a paste is being read (its end mark has not arrived).
  var isInPaste: Bool { pasteBytes != nil }

  /// Ends the paste being read as if its end mark had arrived (the reader calls this after
  /// a quiet gap): the paste's text so far as an event (none when empty or already given at
  /// the limit). Keys are decoded again from the next byte.
  mutating func endPaste() -> [InputEvent] {
    guard let bytes = pasteBytes else { return [] }
    pasteBytes = nil
    let wasCut = pasteIsCut
    pasteIsCut = false
    let text = String(decoding: bytes, as: UTF8.self)
    return wasCut || text.isEmpty ? [] : [.paste(text)]
  }

  /// `ESC [ 200 ~` and `ESC [ 201 ~`: where a bracketed paste starts and ends.
  static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
  static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
  /// The most bytes of an operating-system command (`ESC ]`) taken before it counts as ended.
  static let oscLimit = 256

  init(keySequences: [(bytes: [UInt8], key: Key)]) {
    self.keySequences = keySequences
    var bytes: [UInt8] = []
    var entries: [(start: Int, count: Int, key: Key)] = []
    for sequence in keySequences {
      entries.append((bytes.count, sequence.bytes.count, sequence.key))
      bytes += sequence.bytes
    }
    sequenceBytes = bytes
    sequenceEntries = entries
  }

  /// The longest key sequence `input` starts with, and whether a longer sequence could
  /// still start with all of `input`.
  private func matchKeySequence(
    _ input: ArraySlice<UInt8>
  ) -> (match: (count: Int, key: Key)?, mayContinue: Bool) {
    var match: (count: Int, key: Key)?
    var mayContinue = false
    sequenceBytes.withUnsafeBufferPointer { all in
      input.withUnsafeBufferPointer { input in
        for entry in sequenceEntries {
          let compared = min(entry.count, input.count)
          var equal = true
          for index in 0..<compared where all[entry.start + index] != input[index] {
            equal = false
            break
          }
          guard equal else { continue }
          if entry.count <= input.count {
            if entry.count > (match?.count ?? 0) { match = (entry.count, entry.key) }
          } else {
            mayContinue = true
          }
        }
      }
    }
    return (match, mayContinue)
  }

  /// One decoded unit: the bytes it used, and its events (none when it is dropped).
  typealias Unit = (length: Int, events: [InputEvent])

  /// Decodes the unit at the start of `bytes`, or returns nil when it may be the start of
  /// an escape sequence whose rest has not arrived; with `final`, never nil (what has not
  /// arrived will not). `bytes` must not be empty.
  mutating func next(_ bytes: ArraySlice<UInt8>, final: Bool) -> Unit? {
    guard let first = bytes.first else { return (0, []) }
    if pasteBytes != nil { return pasted(bytes, final: final) }
    guard first == 0x1B else {
      var events: [InputEvent] = []
      for output in utf8.decode(first) {
        if case .scalar(let scalar) = output,
          let event = KeyDecoder.decode(scalar.value, isKeyCode: false)
        {
          events.append(event)
        }
      }
      return (1, events)
    }
    _ = utf8.finish()  // An escape sequence ends a character that was cut short.
    return escape(bytes, final: final)
  }

  /// A unit starting with ESC.
  private mutating func escape(_ bytes: ArraySlice<UInt8>, final: Bool) -> Unit? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return final ? (1, [.key(.escape)]) : nil }
    if bytes.starts(with: Self.pasteStart) {
      pasteBytes = []
      return (Self.pasteStart.count, [])
    }
    if !final && bytes.count < Self.pasteStart.count && Self.pasteStart.starts(with: bytes) {
      return nil
    }
    let second = bytes[start + 1]
    if second == UInt8(ascii: "["), bytes.count > 2 {
      let third = bytes[start + 2]
      if third == UInt8(ascii: "<") { return sgrMouse(bytes, final: final) }
      if third == UInt8(ascii: "M") { return x10Mouse(bytes, final: final) }
    }
    let (match, mayContinue) = matchKeySequence(bytes)
    if let match { return (match.count, [.key(match.key)]) }
    if mayContinue && !final { return nil }
    switch second {
    case UInt8(ascii: "["):  // A control sequence, up to its final byte (@ to ~).
      for (offset, byte) in bytes.dropFirst(2).prefix(32).enumerated()
      where (0x40...0x7E).contains(byte) {
        return (offset + 3, [])
      }
      if !final && bytes.count < 34 { return nil }
      return (min(bytes.count, 34), [])
    case UInt8(ascii: "]"):
      // An operating-system command, such as a terminal's late answer to the background
      // question (`ESC ] 11 ; rgb:… BEL`): dropped up to its BEL or ST, at most 256 bytes,
      // so an unterminated one cannot hold the keyboard.
      let limit = Self.oscLimit
      for (offset, byte) in bytes.dropFirst(2).prefix(limit).enumerated() {
        if byte == 0x07 { return (offset + 3, []) }
        if byte == 0x1B {
          let after = bytes.index(bytes.startIndex, offsetBy: offset + 3)
          if after < bytes.endIndex, bytes[after] == UInt8(ascii: "\\") {
            return (offset + 4, [])
          }
          if after >= bytes.endIndex && !final { return nil }
          return (offset + 2, [])  // An ESC that starts something else ends it.
        }
      }
      if !final && bytes.count < limit + 2 { return nil }
      return (min(bytes.count, limit + 2), [])
    case UInt8(ascii: "O"):  // One more character.
      if bytes.count < 3 && !final { return nil }
      return (min(bytes.count, 3), [])
    case 0x1B:
      // ESC before a sequence (`ESC ESC [ A`): Alt plus a key, dropped; a mouse report is
      // kept. ESC before anything else (another ESC, a character, nothing yet): Esc pressed,
      // then the second ESC decoded on its own — two Esc presses read together are two Escs.
      if bytes.count < 3 && !final { return nil }
      let third = bytes.dropFirst(2).first
      guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else {
        return (1, [.key(.escape)])
      }
      guard let rest = next(bytes.dropFirst(), final: final) else { return nil }
      let mouse = rest.events.filter { if case .mouse = $0 { true } else { false } }
      return (rest.length + 1, mouse.isEmpty ? [] : [.key(.escape)] + mouse)
    default:  // Alt plus a character: the rest of a multi-byte one is dropped as invalid.
      return (2, [])
    }
  }

  /// Inside a paste: takes the bytes up to the end mark (or up to an ESC that may start it)
  /// as pasted text, and gives the whole paste as one event at its end mark. Nothing in a
  /// paste is decoded as a key. With `final`, an ESC that only starts the end mark is text.
  private mutating func pasted(_ bytes: ArraySlice<UInt8>, final: Bool) -> Unit? {
    let escape = bytes.firstIndex(of: 0x1B) ?? bytes.endIndex
    if escape > bytes.startIndex {
      return (escape - bytes.startIndex, collect(bytes[..<escape]))
    }
    if bytes.starts(with: Self.pasteEnd) {
      return (Self.pasteEnd.count, endPaste())
    }
    if !final && bytes.count < Self.pasteEnd.count && Self.pasteEnd.starts(with: bytes) {
      return nil
    }
    return (1, collect(bytes.prefix(1)))
  }

  /// Adds `bytes` to the paste; at ``pasteLimit`` gives the paste so far and drops the rest.
  private mutating func collect(_ bytes: ArraySlice<UInt8>) -> [InputEvent] {
    guard !pasteIsCut, var collected = pasteBytes else { return [] }
    pasteBytes = nil  // Uniquely referenced while appended to.
    let room = max(0, pasteLimit - collected.count)
    collected.append(contentsOf: bytes.prefix(room))
    guard bytes.count >= room else {
      pasteBytes = collected
      return []
    }
    pasteIsCut = true
    pasteBytes = []
    return [.paste(String(decoding: collected, as: UTF8.self))]
  }

  /// The most bytes of an SGR mouse report after `ESC [ <`.
  static let longestMouseReport = 32

  /// `ESC [ < button ; column ; row M` (press) or `m` (release), 1-based.
  private func sgrMouse(_ bytes: ArraySlice<UInt8>, final: Bool) -> Unit? {
    var numbers: [Int] = [0]
    for (offset, byte) in bytes.dropFirst(3).enumerated() {
      // A real report is at most 3 numbers of 6 digits: a longer one (endless `;` or
      // digits) is dropped here, not collected and decoded again with every read.
      guard offset < Self.longestMouseReport else { return (offset + 3, []) }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard let last = numbers.last, last < 100_000 else { return (offset + 4, []) }
        numbers[numbers.count - 1] = last * 10 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: ";"):
        numbers.append(0)
      case UInt8(ascii: "M"), UInt8(ascii: "m"):
        guard numbers.count == 3 else { return (offset + 4, []) }
        let event = Self.mouseEvent(
          button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1,
          isRelease: byte == UInt8(ascii: "m"))
        return (offset + 4, event.map { [.mouse($0)] } ?? [])
      default:
        return (offset + 4, [])
      }
    }
    return final ? (bytes.count, []) : nil
  }

  /// `ESC [ M` and three bytes: button, column and row, each plus 32 (1-based).
  private mutating func x10Mouse(_ bytes: ArraySlice<UInt8>, final: Bool) -> Unit? {
    guard bytes.count >= 6 else { return final ? (bytes.count, []) : nil }
    let start = bytes.startIndex
    let button = Int(bytes[start + 3]) - 32
    let x = Int(bytes[start + 4]) - 33
    let y = Int(bytes[start + 5]) - 33
    var event: MouseEvent?
    if button & 3 == 3 && button & (32 | 64) == 0 {
      // A release, of the button pressed last.
      if lastPressedButton == 0 { event = .release(Point(x: x, y: y)) }
      lastPressedButton = -1
    } else {
      if button & (32 | 64) == 0 { lastPressedButton = button & 3 }
      event = Self.mouseEvent(button: button, x: x, y: y, isRelease: false)
    }
    return (6, event.map { [.mouse($0)] } ?? [])
  }

  /// The event for an xterm button code: the primary button's press and release and the
  /// wheel (modifier keys ignored); motion and other buttons give nil.
  private static func mouseEvent(button: Int, x: Int, y: Int, isRelease: Bool) -> MouseEvent? {
    guard x >= 0, y >= 0 else { return nil }
    let point = Point(x: x, y: y)
    let code = button & ~(4 | 8 | 16)  // Shift, Meta, Control.
    switch code {
    case 0: return isRelease ? .release(point) : .press(point)
    case 64: return isRelease ? nil : .wheelUp(point)
    case 65: return isRelease ? nil : .wheelDown(point)
    default: return nil
    }
  }
}
