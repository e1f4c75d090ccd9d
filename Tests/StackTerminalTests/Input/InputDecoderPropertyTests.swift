import PropertyBased
import Testing

@testable import StackTerminal

/// Random byte streams, rich in the bytes escape sequences, mouse reports and UTF-8 are made
/// of, fed to `InputDecoder` whole and in random chunks: the events are the same, every unit
/// consumes at least one byte, and nothing traps.
@MainActor
@Suite(.serialized)
struct InputDecoderPropertyTests {
  /// Bytes that make interesting input: ESC and what follows it in sequences, digits and
  /// separators, mouse report letters, UTF-8 lead and continuation bytes, controls, anything.
  static let alphabet: [UInt8] =
    [0x1B, 0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x3C, 0x4D, 0x6D, 0x3B, 0x7E, 0x41, 0x50, 0x5A]
    + Array(0x30...0x39) + [0x20, 0x21, 0x61, 0x0D, 0x09, 0x7F, 0x01, 0x00]
    + [0xC3, 0xA9, 0xE4, 0xB8, 0xAD, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xC0, 0xED, 0xA0]

  /// Fragments that are whole units, so that streams contain real keys and reports too.
  static let fragments: [[UInt8]] = [
    bytes("\u{1B}[A"), bytes("\u{1B}OP"), bytes("\u{1B}[15~"), bytes("\u{1B}[<0;3;4M"),
    bytes("\u{1B}[<65;1;1m"), bytes("\u{1B}[M !!"), bytes("\u{1B}[M#!!"), bytes("é中"),
    bytes("\u{1B}[1;5A"), bytes("x"),
  ]

  /// The stream `choices` describe: each picks a byte of the alphabet or a whole fragment.
  static func stream(_ choices: [Int]) -> [UInt8] {
    var stream: [UInt8] = []
    for choice in choices {
      if choice % 4 == 0 {
        stream += fragments[(choice / 4) % fragments.count]
      } else {
        stream.append(alphabet[(choice / 4) % alphabet.count])
      }
    }
    return stream
  }

  /// `stream` cut where `cuts` say (each a position, taken modulo the length).
  static func chunks(of stream: [UInt8], cuts: [Int]) -> [[UInt8]] {
    guard !stream.isEmpty else { return [] }
    let positions = Set(cuts.map { $0 % stream.count }).subtracting([0]).sorted()
    var chunks: [[UInt8]] = []
    var start = 0
    for position in positions {
      chunks.append(Array(stream[start..<position]))
      start = position
    }
    chunks.append(Array(stream[start...]))
    return chunks
  }

  @Test func randomStreamsDecodeTheSameInAnyChunks() async {
    let table = keyTable()
    await propertyCheck(
      count: 400,
      input: Gen.int(in: 0...4095).array(of: 0...60), Gen.int(in: 0...999).array(of: 0...12)
    ) { choices, cuts in
      let stream = Self.stream(choices)
      let whole = decodeInput([stream], table: table)
      let chunked = decodeInput(Self.chunks(of: stream, cuts: cuts), table: table)
      #expect(chunked == whole, "stream \(stream), cuts \(cuts)")
      let bytewise = decodeInput(stream.map { [$0] }, table: table)
      #expect(bytewise == whole, "stream \(stream) byte by byte")
    }
  }

  @Test func uniformRandomBytesNeverTrapAndAlwaysAdvance() async {
    let table = keyTable()
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...255).array(of: 0...200),
      Gen.int(in: 0...999).array(of: 0...8)
    ) { values, cuts in
      let stream = values.map { UInt8($0) }
      let whole = decodeInput([stream], table: table)
      #expect(decodeInput(Self.chunks(of: stream, cuts: cuts), table: table) == whole)
      // Paused reads may turn a waiting ESC into Esc, but still decode and never trap.
      _ = decodeInput(Self.chunks(of: stream, cuts: cuts), table: table, pausesBetweenChunks: true)
    }
  }
}
