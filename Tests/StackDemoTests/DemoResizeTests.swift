import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// Resizing: every screen reflows, keeps the selected row visible, and works from 1x1 up to
/// 300x100 without stale cells.
@MainActor
@Suite struct DemoResizeTests {
  /// Keys that put each screen in a state worth resizing: something selected below the top,
  /// something expanded or grown.
  static let setUp: [String: [String]] = [
    "showcase": ["j", "j", "l", "+"], "checkout": ["j", "j", "j"], "goal": ["j", "enter"],
    "chat": ["n", "n", "n"], "list": ["pgdn", "j", "j"],
  ]

  @Test(arguments: demoScreens)
  func resizingDownToOneCellAndBackRestoresTheScreen(screen: String) throws {
    let demo = try DemoHarness(screen: screen)
    for key in Self.setUp[screen] ?? [] { demo.press(key) }
    let selected = demo.app.stack.selectedIndex
    let start = demo.stackLines
    for (width, height) in [(1, 1), (20, 6), (300, 100), (80, 24)] {
      demo.resize(width, height)
      #expect(demo.size == Size(width: width, height: height))
      #expect(demo.app.stack.selectedIndex == selected, "\(width)x\(height)")
      demo.expectSane("\(screen) at \(width)x\(height)")
    }
    #expect(demo.status.hasSuffix("│ resized to 80x24"))
    // Back at the first size, the list shows the same rows (a stack that was scrolled may
    // land on another offset, but the selection is where it was on screen).
    if screen == "showcase" || screen == "checkout" || screen == "goal" {
      #expect(demo.stackLines == start, "\(screen)")
    }
  }

  @Test func atOneByOneWhateverFitsIsShown() throws {
    let demo = try DemoHarness()
    demo.resize(1, 1)
    #expect(demo.text == "")
    demo.resize(2, 3)
    #expect(demo.lines == ["t…", "t…", "2…"])
    demo.resize(15, 3)
    #expect(demo.lines == ["terminal", "too small", "15x3"])
    demo.resize(16, 4)  // The smallest full layout.
    #expect(demo.title == " showcase")
    #expect(demo.status.hasPrefix(" showcase │ row"))
    demo.expectSane()
  }

  @Test func keysStillWorkWhileTheTerminalIsTooSmall() throws {
    let demo = try DemoHarness(screen: "list")
    demo.resize(10, 2)
    demo.press("j", "j", "end", "e", "?", "v", "tab")
    demo.expectSane()
    demo.resize(80, 24)
    #expect(demo.status.hasPrefix(" showcase │"))
    demo.press("backtab")
    #expect(demo.statusSelection?.row == 1000)
    demo.expectSane()
  }

  @Test func theSelectedRowStaysVisibleAtEverySize() throws {
    var sizes: [(Int, Int)] = []
    var seed: UInt64 = 0x5EED
    for _ in 0..<40 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      sizes.append((Int(seed >> 33) % 300 + 1, Int(seed >> 17) % 100 + 1))
    }
    sizes += [(16, 4), (17, 5), (20, 6), (300, 100), (1, 100), (300, 1), (80, 24)]
    for screen in ScreenName.allCases.map(\.rawValue) {
      let demo = try DemoHarness(screen: screen)
      for key in Self.setUp[screen] ?? [] { demo.press(key) }
      for (width, height) in sizes {
        demo.resize(width, height)
        demo.expectSane("\(screen) at \(width)x\(height)")
      }
    }
  }

  @Test func resizingWithTheLogTheHelpAndTheHorizontalAxis() throws {
    for screen in ScreenName.allCases.map(\.rawValue) {
      let demo = try DemoHarness(screen: screen)
      demo.press("e", "v", "j")
      for (width, height) in [(20, 6), (16, 4), (300, 100), (40, 10), (80, 24)] {
        demo.resize(width, height)
        demo.expectSane("\(screen) at \(width)x\(height)")
        demo.press("?")
        demo.expectSane("help on \(screen) at \(width)x\(height)")
        demo.press("space")  // Closes the help.
      }
    }
  }

  @Test func textReflowsToTheNewWidth() throws {
    let demo = try DemoHarness()
    demo.resize(40, 24)
    // Notes wraps into more lines; nothing is wider than the stack.
    let notes = try #require(demo.line(containing: "Notes — 笔记"))
    #expect(demo.lines[notes + 1].hasPrefix(" "))
    for (y, line) in demo.lines.enumerated() {
      #expect(TextWidth.of(line) <= 40, "line \(y): \(line)")
    }
    demo.expectSane()
    demo.resize(80, 24)
    #expect(demo.line(containing: " and it re-wraps. Wide characters") == notes + 1)
  }

  @Test func theHelpOverlayFitsSmallTerminals() throws {
    for (width, height) in [(20, 6), (30, 10), (40, 12), (60, 20)] {
      let demo = try DemoHarness(width: width, height: height)
      demo.press("?")
      let title = try #require(demo.line(containing: "Keys"), "\(width)x\(height)")
      // The overlay shows at least its title, how to quit, and the last binding or how to
      // scroll to it and close the help.
      #expect(demo.line(containing: "q Esc") != nil, "\(width)x\(height)")
      #expect(
        demo.line(containing: "add a plan to Pricing") != nil
          || demo.lines.last?.contains("close") == true, "\(width)x\(height)")
      #expect(title <= 1)
      for (y, line) in demo.lines.enumerated() {
        #expect(TextWidth.of(line) <= width, "line \(y): \(line)")
      }
      demo.expectSane("help at \(width)x\(height)")
    }
  }

  @Test func theTitleAlwaysShowsTheCurrentScreen() throws {
    for width in [16, 20, 30, 40, 48, 60, 80] {
      let demo = try DemoHarness(width: width, height: 10)
      for name in ScreenName.allCases.map(\.rawValue) {
        #expect(demo.title.contains(name), "\(name) at width \(width): \(demo.title)")
        let x = try #require(demo.column(of: name, inLine: 0))
        #expect(demo.screen[x, 0].style == demo.style(of: .selection), "\(name) at \(width)")
        demo.press("tab")
      }
    }
  }

  @Test func theStatusLineNeverOverflows() throws {
    for width in [16, 20, 33, 80] {
      let demo = try DemoHarness(screen: "list", rows: 1_000_000, width: width, height: 8)
      demo.press("end", "v", "a", "e")
      #expect(TextWidth.of(demo.status) <= width)
      #expect(demo.status.hasPrefix(" list │"))
      demo.expectSane()
    }
  }
}
