import StackCore
import StackTerminal
import TestSupport
import Testing

@testable import StackTesting

/// Whatever ``ScriptRecorder`` writes (the demo's `--record`) parses and replays as the same
/// input, so it replays to the same screen (issue 8, item 10: a decomposed "é" was written
/// `e ́` and did not parse). The demo's own round trip is in StackDemoTests.
@MainActor
@Suite struct ScriptRecorderRoundTripTests {
  /// A small deterministic generator (the same sequences on every run).
  /// Scalars a terminal can deliver as one key each, the awkward ones included: combining
  /// marks, a variation selector, an emoji modifier, Hangul jamo, the script's own syntax.
  private static let characters: [Character] = [
    "a", "e", "Z", "0", "*", "#", "\"", "\\", "'", "-", "é", "中", "🎉", "\u{301}", "\u{20DD}",
    "\u{FE0F}", "\u{1F3FD}", "\u{1F1FA}", "\u{1100}", "\u{1161}", "\u{0E31}", "\u{200C}",
  ].filter { Key(name: String($0)) != nil || $0 == "#" || $0 == "\"" }

  private static let keys: [Key] =
    [
      .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backTab,
      .escape, .backspace, .delete, .insert, .character(" "), .function(1), .function(12),
      .ctrl("a"), .ctrl("x"),
    ] + characters.map { .character($0) }

  private func randomEvent(_ generator: inout SeededGenerator) -> InputEvent {
    let size = Size(width: 80, height: 24)
    let center = ScriptRunner.wheelPoint(on: size)
    switch Int.random(in: 0..<20, using: &generator) {
    case 0: return .mouse(.press(Point(x: 3, y: 4)))
    case 1: return .mouse(.release(Point(x: 3, y: 4)))
    case 2: return .mouse(.wheelDown(center))
    case 3: return .mouse(.wheelUp(center))
    case 4: return .resize(size)
    default: return .key(Self.keys.randomElement(using: &generator) ?? .enter)
    }
  }

  /// The input a script's steps deliver, wheel notches turned at the 80x24 screen's middle.
  private func delivered(_ script: KeyScript) -> [InputEvent] {
    script.steps.flatMap { step -> [InputEvent] in
      if case .resize(let size) = step.action { return [.resize(size)] }
      return ScriptRunner.inputBatches(for: step.action, screenSize: Size(width: 80, height: 24))
        .flatMap { $0 }
    }
  }

  /// What a replay can deliver of `events`: clicks kept, lone presses and releases and runs
  /// of resizes treated as the recorder documents.
  private func scriptable(_ events: [InputEvent]) -> [InputEvent] {
    var result: [InputEvent] = []
    var index = 0
    while index < events.count {
      let event = events[index]
      switch event {
      case .mouse(.press(let point)):
        if index + 1 < events.count, events[index + 1] == .mouse(.release(point)) {
          result += [event, events[index + 1]]
          index += 1
        } else if index + 1 < events.count, case .mouse(.release) = events[index + 1] {
          index += 1
        }
      case .mouse(.release):
        break
      case .resize:
        if index + 1 < events.count, case .resize = events[index + 1] { break }
        result.append(event)
      default:
        result.append(event)
      }
      index += 1
    }
    return result
  }

  @Test func randomRecordingsReplayAsTheSameInput() throws {
    var generator = SeededGenerator(state: 8)
    for round in 0..<300 {
      var recorder = ScriptRecorder()
      let events = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        randomEvent(&generator)
      }
      for event in events { recorder.record(event) }
      let text = recorder.scriptText(header: ["screen: list"])
      let script = try ScriptParser.parse(text, file: "round\(round).keys")
      #expect(delivered(script) == scriptable(events), "\(text)")
    }
  }

  @Test func aDecomposedAccentReplaysAsTwoKeys() throws {
    var recorder = ScriptRecorder()
    for key: Key in [.character("j"), .character("e"), .character("\u{301}"), .character("j")] {
      recorder.record(.key(key))
    }
    let text = recorder.scriptText()
    #expect(text == "j e \u{301} j\n")
    let script = try ScriptParser.parse(text, file: "accent.keys")
    #expect(delivered(script) == recorder.events)
  }

  @Test func aHeaderLineStaysOneComment() throws {
    var recorder = ScriptRecorder()
    recorder.record(.key(.down))
    // --record's header names the file, which may hold any byte but NUL.
    let text = recorder.scriptText(header: ["replay: stack-demo --script a\nup\r.keys", "rows: 5"])
    #expect(text == "# replay: stack-demo --script a\\u{A}up\\u{D}.keys\n# rows: 5\ndown\n")
    let script = try ScriptParser.parse(text, file: "h.keys")
    #expect(script.steps.map(\.action) == [.key(.down, count: 1)])
    #expect(script.directive("rows")?.value == "5")
  }

  @Test func runsLongerThanTheLanguageAllowsAreSplit() throws {
    var recorder = ScriptRecorder()
    for _ in 0..<(ScriptParser.maximumRepeat + 3) { recorder.record(.key(.down)) }
    let center = ScriptRunner.wheelPoint(on: Size(width: 80, height: 24))
    for _ in 0..<(ScriptParser.maximumNotches + 1) { recorder.record(.mouse(.wheelUp(center))) }
    recorder.record(.resize(Size(width: 1_200, height: 24)))
    let text = recorder.scriptText()
    #expect(
      text == "down*10000 down*3\nwheel up 1000\nwheel up\n"
        + "# resize to 1200x24 left out (resize takes 1 to 1000 each way)\n")
    let script = try ScriptParser.parse(text, file: "long.keys")
    #expect(delivered(script) == Array(recorder.events.dropLast()))
  }
}
