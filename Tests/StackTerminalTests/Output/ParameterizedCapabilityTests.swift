import Testing

@testable import StackTerminal

/// ``ParameterizedCapability`` formats without `tiparm` where it can (a template of literal
/// bytes and decimal numbers, or a kept string for small numbers): its output must be
/// `tiparm`'s, byte for byte, for every number a screen can need.
@MainActor
@Suite(.serialized)
struct ParameterizedCapabilityTests {
  /// Entries whose capabilities differ in form (`%i`, padding, conditions, no `hpa`).
  nonisolated static let entries = [
    "xterm-256color", "xterm", "screen", "screen-256color", "tmux-256color", "vt100", "vt220",
    "linux", "ansi", "rxvt",
  ]

  /// The capabilities of `entry` that take numbers, by name.
  static func parameterized(_ entry: TerminalCapabilities) -> [(String, ParameterizedCapability)] {
    let all: [(String, ParameterizedCapability?)] = [
      ("cup", entry.cursorAddress), ("hpa", entry.columnAddress), ("cuf", entry.cursorRight),
      ("setaf", entry.foreground), ("setab", entry.background), ("csr", entry.scrollRegion),
      ("indn", entry.scrollUpMany), ("rin", entry.scrollDownMany), ("rep", entry.repeatPrevious),
    ]
    return all.compactMap { name, capability in capability.map { (name, $0) } }
  }

  @Test(arguments: entries)
  func everyScreenPositionIsFormattedAsTiparmFormatsIt(entry name: String) throws {
    let entry = try #require(capabilities(of: name))
    let columns = Array(0..<320) + [998, 999, 1000, 9999]
    for (capability, parameterized) in Self.parameterized(entry) {
      var mismatches: [String] = []
      for first in 0..<130 {
        for second in first % 7 == 0 ? columns : Array(columns.prefix(12)) {
          let fast = parameterized.bytes(first, second)
          let slow = ParameterizedCapability.formatted(parameterized.format, (first, second))
          if fast != slow { mismatches.append("(\(first), \(second))") }
        }
      }
      #expect(mismatches.isEmpty, "\(name) \(capability): \(mismatches.prefix(5))")
    }
  }

  @Test func colourNumbersFormattedWithConditionsMatchTiparmForAll256() throws {
    // xterm-256color's `setaf` changes form at 8 and 16: no template, kept strings for 0–15.
    let entry = try #require(capabilities(of: "xterm-256color"))
    let foreground = try #require(entry.foreground)
    #expect(foreground.template == nil)
    for color in 0..<256 {
      #expect(
        foreground.bytes(color) == ParameterizedCapability.formatted(foreground.format, (color, 0)))
    }
  }

  @Test(arguments: ["xterm-256color", "screen", "linux", "vt100"])
  func cursorAddressIsATemplateInAnsiEntries(entry name: String) throws {
    let entry = try #require(capabilities(of: name))
    let cursorAddress = try #require(entry.cursorAddress)
    #expect(
      cursorAddress.template == [
        .literal([0x1B, 0x5B]), .decimal(index: 0, offset: 1), .literal([0x3B]),
        .decimal(index: 1, offset: 1), .literal([0x48]),
      ])
  }

  @Test func appendingAddsToWhatIsThere() throws {
    let entry = try #require(capabilities(of: "xterm-256color"))
    var output = Array("x".utf8)
    entry.cursorAddress?.append(9, 99, to: &output)
    entry.foreground?.append(200, to: &output)
    #expect(output == Array("x\u{1B}[10;100H\u{1B}[38;5;200m".utf8))
  }
}
