import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The `--events` log of scripted runs, checked field by field.
@MainActor
@Suite struct ScriptEventTests {
  /// One decoded event line.
  private struct Event {
    let text: String
    let fields: [String: Any]
    var type: String? { fields["type"] as? String }
    var line: Int? { fields["line"] as? Int }
    func int(_ key: String) -> Int? { fields[key] as? Int }
    func string(_ key: String) -> String? { fields[key] as? String }
  }

  private func events(_ script: String) throws -> [Event] {
    // Instant changes (as with --no-animation): an animated run lists every frame's events.
    let run = try ScriptTestSupport.run(text: script, file: "events.keys", animated: false)
    return try run.events.map { text in
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
      let fields = try #require(object as? [String: Any], "not an object: \(text)")
      return Event(text: text, fields: fields)
    }
  }

  private let showcaseScript = """
    # screen: showcase
    # size: 80x16
    down*2
    right
    left
    up
    enter
    x
    resize 80x12
    tab
    """

  @Test func everyLineIsAnObjectWithTypeFirstAndTheScriptLine() throws {
    let all = try events(showcaseScript)
    #expect(!all.isEmpty)
    for event in all {
      #expect(event.text.hasPrefix("{\"type\":\""))
      #expect(event.line.map { (0...10).contains($0) } == true, "\(event.text)")
    }
  }

  @Test func collapsingChangesTheStatesOfTheRowsBelow() throws {
    let all = try events(showcaseScript)
    // Line 4 expands Tags (row 2): Gallery (row 3) is pushed out of the 14-line viewport.
    let expand = all.filter { $0.line == 4 && $0.type == "visibility" }
    #expect(expand.count == 1)
    #expect(expand.first?.int("row") == 3)
    #expect(expand.first?.string("from") == "partial")
    #expect(expand.first?.string("to") == "offscreen")
    #expect(expand.first?.int("visibleCells") == 0)
    // Line 5 collapses it: Gallery comes back, two lines of it.
    let collapse = all.filter { $0.line == 5 && $0.type == "visibility" }
    #expect(
      collapse.map(\.text) == [
        #"{"type":"visibility","line":5,"screen":"showcase","row":3,"from":"offscreen","to":"partial","visibleCells":2}"#
      ])
  }

  @Test func aTap() throws {
    let taps = try events(showcaseScript).filter { $0.type == "tap" }
    #expect(taps.map(\.text) == [#"{"type":"tap","line":7,"screen":"showcase","row":1}"#])
  }

  @Test func hidingAVisibleRowEmitsOneHidden() throws {
    let all = try events(showcaseScript)
    let hidden = all.filter { $0.line == 8 && $0.type == "visibility" && $0.int("row") == 1 }
    #expect(hidden.count == 1)
    #expect(hidden.first?.string("from") == "entire")
    #expect(hidden.first?.string("to") == "hidden")
    #expect(hidden.first?.int("visibleCells") == 0)
    #expect(all.filter { $0.string("to") == "hidden" }.count == 1)
    // The selection passes from the hidden row to the next one.
    let selection = all.filter { $0.line == 8 && $0.type == "selection" }
    #expect(selection.first?.int("from") == 1)
    #expect(selection.first?.int("to") == 2)
  }

  @Test func aResize() throws {
    let resizes = try events(showcaseScript).filter { $0.type == "resize" }
    #expect(resizes.map(\.text) == [#"{"type":"resize","line":9,"width":80,"height":12}"#])
  }

  @Test func aScreenSwitch() throws {
    let all = try events(showcaseScript)
    #expect(all.last?.text == #"{"type":"screen","line":10,"screen":"checkout"}"#)
    // Events after the switch belong to the new screen.
    #expect(all.filter { $0.line == 10 }.allSatisfy { $0.string("screen") == "checkout" })
  }

  @Test func aRowScrolledOutEmitsOneOffscreen() throws {
    let all = try events(
      """
      # screen: list
      # rows: 20
      # size: 40x8
      j*2
      j
      """)
    // 6 lines of viewport hold rows 0-2 (a line each, plus separators). Selecting row 3
    // scrolls by one line: row 0 leaves, row 3 arrives.
    let scrolled = all.filter { $0.line == 5 }
    #expect(
      scrolled.map(\.text) == [
        #"{"type":"visibility","line":5,"screen":"list","row":0,"from":"entire","to":"offscreen","visibleCells":0}"#,
        #"{"type":"visibility","line":5,"screen":"list","row":3,"from":"offscreen","to":"entire","visibleCells":1}"#,
        #"{"type":"selection","line":5,"screen":"list","from":2,"to":3}"#,
        #"{"type":"scroll","line":5,"screen":"list","offset":1}"#,
      ])
    #expect(all.filter { $0.int("row") == 0 && $0.string("to") == "offscreen" }.count == 1)
  }

  @Test func rowChangesCarryTheirIndexes() throws {
    let all = try events(
      """
      # screen: checkout
      down
      a
      K
      d
      """)
    let changes = all.filter { ["added", "moved", "removed"].contains($0.type ?? "") }
    #expect(
      changes.map(\.text) == [
        #"{"type":"added","line":3,"screen":"checkout","row":3}"#,
        #"{"type":"moved","line":4,"screen":"checkout","from":3,"to":2}"#,
        #"{"type":"removed","line":5,"screen":"checkout","row":2}"#,
      ])
  }

  @Test func lazyRowsAndContentSizeHaveTheirFields() {
    let lazy = DemoEvent.stack(.lazyRowsAdded(indexes: 5..<1_000_005), screen: "list")
    #expect(
      lazy.jsonLine(scriptLine: 0)
        == #"{"type":"lazyAdded","line":0,"screen":"list","start":5,"end":1000005}"#)
    let all = DemoEvent.stack(.allRowsRemoved(count: 7), screen: "s")
    #expect(all.jsonLine(scriptLine: nil) == #"{"type":"allRemoved","screen":"s","count":7}"#)
    let content = DemoEvent.stack(.contentSizeChanged(from: 3, to: 9), screen: "s")
    #expect(
      content.jsonLine(scriptLine: 2)
        == #"{"type":"contentSize","line":2,"screen":"s","from":3,"to":9}"#)
    let none = DemoEvent.stack(.selectionChanged(from: nil, to: 4), screen: "s")
    #expect(
      none.jsonLine(scriptLine: 1)
        == #"{"type":"selection","line":1,"screen":"s","from":null,"to":4}"#)
    #expect(DemoEvent.stack(.layoutUpdated, screen: "s").jsonLine(scriptLine: 1) == nil)
  }

  @Test func stringsAreEscaped() {
    #expect(JSONLine.quoted("a\"b\\c\n\t\u{01}中") == #""a\"b\\c\n\t\u0001中""#)
    let event = DemoEvent.screenSwitched(to: "we\"ird")
    #expect(event.jsonLine(scriptLine: 3) == #"{"type":"screen","line":3,"screen":"we\"ird"}"#)
  }
}
