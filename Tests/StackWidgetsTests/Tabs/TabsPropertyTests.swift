import PropertyBased
import Testing

@testable import StackWidgets

/// `Tabs` under random steps: the selection is always a tab, and the bar always shows it.
@Suite struct TabsPropertyTests {
  /// One step: a key, a click, a direct selection, a resize.
  static func apply(_ step: Int, value: Int, to tabs: Tabs, width: Int) {
    let region = Rect(x: 0, y: 0, width: width, height: 3)
    switch step % 6 {
    case 0: _ = tabs.handle(.key(.character("]")), in: region)
    case 1: _ = tabs.handle(.key(.character("[")), in: region)
    case 2: _ = tabs.handle(.key(.character(Character("\(1 + value % 9)"))), in: region)
    case 3: _ = tabs.handle(.mouse(.press(Point(x: value % max(1, width), y: 0))), in: region)
    case 4: tabs.select(value - 500)
    default: _ = tabs.move(by: value - 500)
    }
  }

  @Test func theSelectionIsAlwaysATabAndItsTitleIsShown() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...60), Gen.int(in: 8...100),
      Gen.int(in: 0...1000).array(of: 1...30),
      Gen.int(in: 0...1000).array(of: 30)
    ) { count, width, steps, values in
      let tabs = Tabs((0..<count).map { Tab("T\($0)", RecordingRoot()) })
      for (step, value) in zip(steps, values) {
        Self.apply(step, value: value, to: tabs, width: width)
        guard let selected = tabs.selectedIndex else {
          #expect(count == 0)
          continue
        }
        #expect((0..<count).contains(selected))
        let line = draw(widget: tabs, width: width).line(0)
        #expect(tabs.bar.items.contains { $0.index == selected }, "\(line) selected \(selected)")
        #expect(line.contains(" T\(selected)"), "\(line) selected \(selected)")
        #expect(line.hasPrefix("‹") == (tabs.firstVisibleTab > 0))
      }
    }
  }
}
