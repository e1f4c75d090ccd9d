internal import StackPlatform

/// Asks the terminal for its background colour (OSC 11: `ESC ] 11 ; ? BEL`), so a theme that
/// reads on it is chosen (decision 0571). xterm, VTE terminals, kitty, iTerm2 and tmux answer
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST; a terminal that does not answer costs
/// the wait, and an answer that comes later is dropped by the input decoder (an OSC is never
/// a key).
enum BackgroundProbe {
  /// The question.
  static let question: [UInt8] = [0x1B, 0x5D] + Array("11;?".utf8) + [0x07]

  /// The answer in `bytes`, if there is a whole one: the background it describes and where
  /// it lies, so the bytes around it (keys typed meanwhile) are kept.
  static func answer(in bytes: [UInt8]) -> (background: TerminalBackground, range: Range<Int>)? {
    let prefix: [UInt8] = [0x1B, 0x5D] + Array("11;".utf8)
    var start = 0
    while start + prefix.count <= bytes.count {
      guard bytes[start..<start + prefix.count].elementsEqual(prefix) else {
        start += 1
        continue
      }
      var end = start + prefix.count
      while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
      guard end < bytes.count else { return nil }
      let terminatorLength = bytes[end] == 0x07 ? 1 : 2
      guard end + terminatorLength <= bytes.count else { return nil }
      let body = String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)
      guard let background = background(fromColorSpec: body) else { return nil }
      return (background, start..<end + terminatorLength)
    }
    return nil
  }

  /// The background an X colour spec `rgb:R/G/B` (1 to 4 hex digits each) describes.
  static func background(fromColorSpec spec: String) -> TerminalBackground? {
    guard spec.hasPrefix("rgb:") else { return nil }
    let parts = spec.dropFirst(4).split(separator: "/")
    guard parts.count == 3 else { return nil }
    var channels: [Double] = []
    for part in parts {
      guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
      let maximum = (1 << (4 * part.count)) - 1
      channels.append(Double(value) / Double(maximum))
    }
    return TerminalBackground(red: channels[0], green: channels[1], blue: channels[2])
  }

  /// Asks on `output` and waits up to `milliseconds` for the answer on `input`: the background
  /// (nil without an answer) and every other byte read meanwhile, to be decoded as input.
  static func ask(input: Int32, output: Int32, milliseconds: Int) -> (TerminalBackground?, [UInt8])
  {
    let written = question.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    guard written == question.count else { return (nil, []) }
    var bytes: [UInt8] = []
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(milliseconds)
    var buffer = [UInt8](repeating: 0, count: 256)
    while clock.now < deadline {
      let left = deadline - clock.now
      let wait = Int32(max(1, left.components.attoseconds / 1_000_000_000_000_000))
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, wait) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes.append(contentsOf: buffer.prefix(count))
      if let found = answer(in: bytes) {
        bytes.removeSubrange(found.range)
        return (found.background, bytes)
      }
      if bytes.count > 4096 { break }  // Typing, not an answer: keep it as input.
    }
    return (nil, bytes)
  }
}
