import StackCore
import StackTerminal
import StackTesting
import Testing

/// Where overlapping parts get their clicks, and where Shift-Tab lands in a nested group.
@MainActor
@Suite struct FocusGroupEdgeTests {
  @Test func aClickWhereTwoPartsOverlapGoesToThePartOnTop() {
    let base = RecordingPart("base")
    let popup = RecordingPart("popup")
    let group = FocusGroup([base, popup]) { bounds in
      [bounds, Rect(x: 5, y: 1, width: 10, height: 3)]
    }
    group.resize(to: Size(width: 30, height: 6))
    _ = group.handle(.mouse(.press(Point(x: 6, y: 2))))
    // In the popup's own coordinates: it starts at (5, 1).
    #expect(popup.events == [.mouse(.press(Point(x: 1, y: 1)))])
    #expect(popup.regions == [Rect(x: 0, y: 0, width: 10, height: 3)])
    #expect(base.events.isEmpty)
    #expect(group.focusedPart === popup)
  }

  @Test func shiftTabIntoANestedGroupLandsOnItsLastPart() {
    let inner = [RecordingPart("i1"), RecordingPart("i2")]
    let innerGroup = FocusGroup(inner) { Layout.rows([.fill(), .fill()]).split($0) }
    let left = RecordingPart("left")
    let right = RecordingPart("right")
    let group = FocusGroup([left, innerGroup, right]) {
      Layout.columns([.fill(), .fill(), .fill()]).split($0)
    }
    group.resize(to: Size(width: 30, height: 6))
    #expect(group.focus(right))
    _ = group.handle(.key(.backTab))
    #expect(group.focusedPart === innerGroup)
    #expect(innerGroup.focusedPart === inner[1])
    _ = group.handle(.key(.tab))
    _ = group.handle(.key(.tab))
    #expect(group.focusedPart === left)
    _ = group.handle(.key(.tab))
    #expect(innerGroup.focusedPart === inner[0])
  }
}
