import StackCore
import StackTerminal
import StackTesting
import Testing

/// ``ScriptRecorder``: input events become script text that parses back (the demo's
/// `--record` is tested in StackDemoTests).
@MainActor
@Suite struct ScriptRecorderTests {
  private let point = Point(x: 3, y: 7)

  @Test func repeatsClicksWheelAndResizesCollapse() {
    var recorder = ScriptRecorder()
    let events: [InputEvent] = [
      .key(.down), .key(.down), .key(.down), .key(.character("j")), .key(.enter),
      .mouse(.press(point)), .mouse(.release(point)),
      .mouse(.wheelDown(point)), .mouse(.wheelDown(point)), .mouse(.wheelUp(point)),
      .resize(Size(width: 50, height: 10)), .resize(Size(width: 60, height: 12)),
      .key(.character("#")), .key(.character("\"")), .key(.character("\"")), .key(.ctrl("x")),
    ]
    for event in events { recorder.record(event) }
    #expect(
      recorder.scriptText(header: ["screen: list"]) == """
        # screen: list
        down*3 j enter
        click 3 7
        wheel down 2
        wheel up
        resize 60x12
        type "#" type "\\"\\"" ctrl-x

        """)
  }

  @Test func unscriptableMouseInputBecomesANote() throws {
    var recorder = ScriptRecorder()
    recorder.record(.mouse(.press(point)))
    recorder.record(.mouse(.release(Point(x: 9, y: 9))))
    recorder.record(.mouse(.release(point)))
    recorder.record(.mouse(.press(point)))
    let text = recorder.scriptText()
    #expect(
      text == """
        # drag from 3 7 to 9 9 left out
        # release at 3 7 without a press left out
        # press at 3 7 without a release left out

        """)
    #expect(try ScriptParser.parse(text, file: "r.keys").steps.isEmpty)
  }

  @Test func longKeyRunsWrapIntoLines() throws {
    var recorder = ScriptRecorder()
    for key in "abcdefghijk" { recorder.record(.key(.character(key))) }
    #expect(recorder.scriptText() == "a b c d e f g h\ni j k\n")
  }
}
