import StackCore
import StackTesting
import Testing

@testable import StackTerminal

/// A frame drawn for the size before a resize is fitted to the new screen (`ScreenFrame`):
/// its links (OSC 8) stay on their cells, so a link does not vanish for one frame.
@MainActor
@Suite(.serialized)
struct ResizeLinkTests {
  static let uri = "https://example.com/docs"

  /// The columns of "docs" (x 4–7, line 1) of `LinkOutputTests.frame` on `canvas`'s screen,
  /// and whether each links to ``uri``.
  static func docsLinks(on canvas: Canvas) -> [Bool] {
    (4..<8).filter { $0 < canvas.size.width && canvas.size.height > 1 }.map {
      canvas.link(at: Point(x: $0, y: 1)).map { Array($0.utf8) } == Array(uri.utf8)
    }
  }

  @Test(arguments: [
    Size(width: 40, height: 6), Size(width: 20, height: 3), Size(width: 6, height: 2),
    Size(width: 30, height: 2),
  ])
  func aLinkOnScreenIsStillALinkInTheFirstFrameAfterAResize(to size: Size) {
    let frame = LinkOutputTests.frame(linking: Self.uri)
    for monochrome in [false, true] {
      let screen = ScreenFrame.fitting(frame, to: size, monochrome: monochrome)
      #expect(screen.size == size)
      let links = Self.docsLinks(on: screen)
      #expect(links.count == min(4, size.width - 4), "\(size)")
      #expect(links.allSatisfy { $0 }, "\(size) monochrome \(monochrome): \(links)")
      // Only the link's own cells: "see " and " here" stay plain.
      #expect(screen.link(at: Point(x: 3, y: 1)) == nil)
      #expect(screen.link(at: Point(x: 8, y: 1)) == nil)
      #expect(screen.links.count == 1)
    }
  }

  @Test func theTerminalIsSentTheLinkInTheFrameAfterAResize() throws {
    var screen = EncodedScreen(
      capabilities: try #require(capabilities(of: "xterm-256color")), size: LinkOutputTests.size)
    screen.encoder.sendsLinks = true
    let frame = LinkOutputTests.frame(linking: Self.uri)
    screen.show(frame)
    // The screen grew; the loop has not drawn for the new size yet.
    let fitted = ScreenFrame.fitting(frame, to: Size(width: 40, height: 6), monochrome: false)
    let output = screen.show(fitted)
    #expect(output.contains(LinkOutputTests.open + Self.uri + LinkOutputTests.end))
    screen.check(fitted)
  }

  @Test func aVirtualTerminalKeepsTheLinkWhenResizedBeforeTheNextFrame() {
    let terminal = VirtualTerminal(size: LinkOutputTests.size)
    let frame = LinkOutputTests.frame(linking: Self.uri)
    terminal.present(frame)
    #expect(Self.docsLinks(on: terminal.screen) == [true, true, true, true])
    terminal.resize(to: Size(width: 50, height: 8))
    terminal.present(frame)
    #expect(terminal.screen.size == Size(width: 50, height: 8))
    #expect(Self.docsLinks(on: terminal.screen) == [true, true, true, true])
  }
}
