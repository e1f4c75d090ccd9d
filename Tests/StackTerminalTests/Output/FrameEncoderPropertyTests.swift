import PropertyBased
import StackCore
import TestSupport
import Testing

@testable import StackTerminal

/// The key invariant of `FrameEncoder`: whatever the previous screen and the next frame, the
/// bytes turn the screen into the frame. Random walks through random lists (scrolls, moved
/// selections, replaced lines, repeated frames, new sizes) are encoded frame after frame and
/// applied to ``VTModel``, which must then show every frame exactly: glyphs, wide and
/// combining characters, attributes and colours.
@MainActor
@Suite(.serialized)
struct FrameEncoderPropertyTests {
  /// Entries with and without `rep`, `hpa`, `indn`/`rin` and `bce`; one inside a multiplexer.
  static let entries: [(name: String, insideMultiplexer: Bool)] = [
    ("xterm-256color", false), ("xterm-256color", true), ("screen", false), ("vt100", false),
    ("linux", false), ("xterm", false),
  ]

  /// Walks `steps` frames from `seed` at `size` with `capabilities` and `colors`; returns
  /// how many frames scrolled.
  static func walk(
    seed: UInt64, size: Size, steps: Int, capabilities: TerminalCapabilities,
    colors: ColorPairs? = nil, context: String
  ) -> Int {
    var walk = ListWalk(seed: seed, size: size)
    var screen = EncodedScreen(capabilities: capabilities, colors: colors, size: size)
    var scrolled = 0
    for step in 0..<steps {
      var frame = walk.step()
      if colors == nil { frame = frame.withoutColors() }
      let output = screen.show(frame)
      if output.contains("r\u{1B}") || output.contains("r\r") { scrolled += 1 }
      let differences = screen.differences(from: frame, limit: 3)
      let problems = screen.model.problems
      guard differences.isEmpty && problems.isEmpty else {
        let lines = frame.lines.joined(separator: "|\n")
        Issue.record(
          "\(context) step \(step) size \(frame.size): \(differences) \(problems.prefix(3))\n\(lines)"
        )
        return scrolled
      }
    }
    return scrolled
  }

  @Test func everyFrameIsWhatTheBytesLeaveOnTheScreen() async throws {
    var capabilitySets: [(String, TerminalCapabilities)] = []
    for entry in Self.entries {
      let found = try #require(
        capabilities(of: entry.name, insideMultiplexer: entry.insideMultiplexer))
      capabilitySets.append(("\(entry.name)\(entry.insideMultiplexer ? " in tmux" : "")", found))
    }
    var scrolled = 0
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...Int.max), Gen.int(in: 1...40), Gen.int(in: 1...14),
      Gen.int(in: 0...capabilitySets.count - 1)
    ) { seed, width, height, entry in
      let (name, capabilities) = capabilitySets[entry]
      scrolled += Self.walk(
        seed: UInt64(seed), size: Size(width: width, height: height), steps: 30,
        capabilities: capabilities, context: "\(name) seed \(seed)")
    }
    #expect(scrolled > 100)  // The scroll path was exercised.
  }

  @Test func everyFrameIsRightInColour() throws {
    try withColorTerminal { headless in
      let terminal = headless.terminal
      var random = SeededGenerator(state: 2026)
      var scrolled = 0
      for walk in 0..<60 {
        let size = Size(width: 1 + random.next(40), height: 1 + random.next(14))
        let seed = random.next()
        scrolled += Self.walk(
          seed: seed, size: size, steps: 30, capabilities: terminal.frameEncoder.capabilities,
          colors: terminal.colors, context: "colour walk \(walk) seed \(seed)")
      }
      #expect(scrolled > 20)
    }
  }
}
