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
    // xterm-256color's `setaf` and `setab` change form at 8 and 16: kept strings for 0–15,
    // a template from 16 on, so no colour goes through `tiparm` (and `sprintf`) per frame.
    let entry = try #require(capabilities(of: "xterm-256color"))
    for capability in [entry.foreground, entry.background] {
      let colour = try #require(capability)
      #expect(colour.template != nil)
      #expect(colour.templateFloor == 16)
      for number in 0..<256 {
        #expect(
          colour.bytes(number) == ParameterizedCapability.formatted(colour.format, (number, 0)))
      }
    }
  }

  @Test func theRepeatCountIsATemplateSoRepeatingNeedsNoTiparm() throws {
    // `rep` without its character is `ESC [ %p2%{1}%- %d b`: the count minus one.
    let entry = try #require(capabilities(of: "xterm-256color"))
    let repeatPrevious = try #require(entry.repeatPrevious)
    #expect(
      repeatPrevious.template == [
        .literal([0x1B, 0x5B]), .decimal(index: 1, offset: -1), .literal([0x62]),
      ])
    #expect(repeatPrevious.templateFloor == 0)  // The encoder's calls (first number 0) use it.
    #expect(repeatPrevious.bytes(0, 80) == Array("\u{1B}[79b".utf8))
  }

  @Test func aTemplateThatHoldsForEveryNumberStartsAtZero() throws {
    let entry = try #require(capabilities(of: "xterm-256color"))
    #expect(entry.cursorAddress?.templateFloor == 0)
    #expect(entry.scrollRegion?.templateFloor == 0)
    // 8-colour xterm: `setaf` is `ESC [ 3 %p1 %d m`, the number glued to the 3: no template,
    // kept strings for the 8 colours (and 16, which is all such a terminal has).
    let eightColours = try #require(capabilities(of: "xterm"))
    #expect(eightColours.foreground?.template == nil)
    #expect(eightColours.foreground?.bytes(7) == Array("\u{1B}[37m".utf8))
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
