import StackCore
import Testing

@testable import StackTerminal

/// OSC 8 links (decision 0636): text drawn with a link is sent between `ESC]8;;URI ESC\` and
/// `ESC]8;; ESC\` where the terminal takes links, as plain text elsewhere, and no byte of a
/// URI can end the sequence or reach the terminal as a control character.
@MainActor
@Suite(.serialized)
struct LinkOutputTests {
  static let size = Size(width: 30, height: 4)
  static let open = "\u{1B}]8;;"
  static let end = "\u{1B}\\"
  static let close = "\u{1B}]8;;\u{1B}\\"

  /// "see docs here" on line 1, "docs" a link to `uri`.
  static func frame(linking uri: String, supported: Bool = true) -> Canvas {
    var canvas = Canvas(size: size)
    Surface.draw(on: &canvas, context: RenderContext(supportsLinks: supported)) { surface in
      surface.write("see ", at: Point(x: 0, y: 1))
      surface.write("docs", at: Point(x: 4, y: 1), role: .link, link: uri)
      surface.write(" here", at: Point(x: 8, y: 1))
    }
    return canvas
  }

  func screen(sendingLinks: Bool) throws -> EncodedScreen {
    var screen = EncodedScreen(
      capabilities: try #require(capabilities(of: "xterm-256color")), size: Self.size)
    screen.encoder.sendsLinks = sendingLinks
    return screen
  }

  @Test func aLinkIsSentAroundItsTextAndClosed() throws {
    var screen = try screen(sendingLinks: true)
    let frame = Self.frame(linking: "https://example.com/docs")
    #expect(frame.links == ["https://example.com/docs"])
    let output = screen.show(frame)
    #expect(output.contains(Self.open + "https://example.com/docs" + Self.end))
    // Closed before the first cell outside it (after the style change that comes first).
    #expect(output.contains(Self.close + "here"))
    #expect(output.occurrences(of: "\u{1B}]8") == 2)
    screen.check(frame)
  }

  @Test func aTerminalWithoutLinksGetsThePlainText() throws {
    // The terminal sends none…
    var screen = try screen(sendingLinks: false)
    let linked = Self.frame(linking: "https://example.com/docs")
    var output = screen.show(linked)
    #expect(output.contains("docs") && !output.contains("\u{1B}]"))
    // …and a context without links draws none.
    let plain = Self.frame(linking: "https://example.com/docs", supported: false)
    #expect(plain.links.isEmpty && plain.line(1).hasPrefix("see docs here"))
    screen = try self.screen(sendingLinks: true)
    output = screen.show(plain)
    #expect(!output.contains("\u{1B}]"))
    screen.check(plain)
  }

  @Test func aHostileURIIsEscapedAndCannotEndTheSequence() throws {
    var screen = try screen(sendingLinks: true)
    let hostile = "file:///tmp/\u{1B}]8;;http://evil\u{1B}\\\u{07}x y\u{9B}2J\n"
    let output = screen.show(Self.frame(linking: hostile))
    let sent = "file:///tmp/%1B]8;;http://evil%1B\\%07x%20y%C2%9B2J%0A"
    #expect(output.contains(Self.open + sent + Self.end))
    // The only ESCs are the encoder's own: two for the link's start, two for its end, and
    // the cursor moves and attributes (CSI).
    #expect(output.occurrences(of: "\u{1B}]") == 2)
    #expect(!output.contains("\u{07}"))  // No BEL; the model sees no control inside the OSC.
    screen.check(Self.frame(linking: hostile))
  }

  @Test func aFileNameThatIsNotUTF8KeepsItsBytesInTheLink() {
    #expect(
      Hyperlink.fileURI(pathBytes: Array("/tmp/".utf8) + [0xFF, 0x0A]) == "file:///tmp/%FF%0A")
    #expect(Hyperlink.fileURI(pathBytes: Array("x".utf8)) == "file:///x")
  }

  @Test func fileURIsEscapeEverythingButUnreservedBytesAndSlashes() {
    #expect(Hyperlink.fileURI(path: "/tmp/a b.txt") == "file:///tmp/a%20b.txt")
    #expect(Hyperlink.fileURI(path: "rel/x;y") == "file:///rel/x%3By")
    #expect(
      Hyperlink.fileURI(path: "/t/\u{1B}[2Jé", host: "box/1")
        == "file://box%2F1/t/%1B%5B2J%C3%A9")
  }

  @Test func aLinkChangingUnderTheSameTextIsSentAgain() throws {
    var screen = try screen(sendingLinks: true)
    screen.show(Self.frame(linking: "https://a.example"))
    // Same cells and the same link ID (1), another URI: the diff alone sees no change.
    let second = Self.frame(linking: "https://b.example")
    #expect(CanvasDiff.changes(from: Self.frame(linking: "https://a.example"), to: second).isEmpty)
    let output = screen.show(second)
    #expect(output.contains(Self.open + "https://b.example" + Self.end))
    screen.check(second)
    // The same frame again: nothing to send.
    #expect(screen.show(second).isEmpty)
  }

  @Test func aLinkChangingUnderTheSameTextIsSentAgainAfterAScroll() throws {
    // Ten rows scrolled up by three; row 5 is a link, to another URI in the second frame.
    // After the scroll its cells (text, link ID 1) equal the new frame's line 2, so only
    // the widening for links after the scroll sends the new URI (review fix-l).
    func rows(offset: Int, linking uri: String) -> Canvas {
      var canvas = Canvas(size: Size(width: 40, height: 10))
      Surface.draw(on: &canvas, context: RenderContext(supportsLinks: true)) { surface in
        for y in 0..<10 {
          let row = offset + y
          let text = "Row \(row): " + FrameEncoderScrollTests.texts[row % 7]
          surface.write(text, at: Point(x: 0, y: y), link: row == 5 ? uri : nil)
        }
      }
      return canvas
    }
    var screen = EncodedScreen(
      capabilities: try #require(capabilities(of: "xterm-256color")),
      size: Size(width: 40, height: 10))
    screen.encoder.sendsLinks = true
    screen.show(rows(offset: 0, linking: "https://a.example"))
    let second = rows(offset: 3, linking: "https://b.example")
    let output = screen.show(second)
    #expect(output.contains("\u{1B}[1;10r"))  // It scrolled.
    #expect(output.contains(Self.open + "https://b.example" + Self.end))
    screen.check(second)
  }

  @Test func linksCompareByTheirBytesNotAsCanonicallyEqualStrings() throws {
    // "é" precomposed (NFC) and decomposed (NFD) are equal Strings but other files.
    let composed = "file:///tmp/caf\u{E9}"
    let decomposed = "file:///tmp/cafe\u{301}"
    #expect(composed == decomposed)
    #expect(Self.frame(linking: composed) != Self.frame(linking: decomposed))
    var canvas = Canvas(size: Self.size)
    canvas.write("abcd", at: .zero, style: .plain)
    canvas.link(composed, line: 0, columns: 0..<2)
    canvas.link(decomposed, line: 0, columns: 2..<4)
    #expect(canvas.links.count == 2)
    #expect(canvas.link(at: Point(x: 2, y: 0)).map { Array($0.utf8) } == Array(decomposed.utf8))
    // The terminal gets the new bytes under the same text and link ID.
    var screen = try screen(sendingLinks: true)
    screen.show(Self.frame(linking: composed))
    let output = screen.show(Self.frame(linking: decomposed))
    #expect(output.contains(Self.open + "file:///tmp/cafe%CC%81" + Self.end))
    screen.check(Self.frame(linking: decomposed))
  }

  @Test func aLinkCoversOnlyTheVisibleTextItWasWrittenWith() {
    var canvas = Canvas(size: Self.size)
    Surface.draw(on: &canvas, context: RenderContext(supportsLinks: true)) { surface in
      // A region from column 5, three columns wide: "abcdef" written from -2 shows "cde".
      surface.withRegion(Rect(x: 5, y: 0, width: 3, height: 1)) { region in
        region.write("abcdef", at: Point(x: -2, y: 0), link: "https://x.example")
      }
      surface.write("none", at: Point(x: 0, y: 2), link: nil)
      surface.write("empty", at: Point(x: 0, y: 3), link: "")
    }
    let linked = (0..<Self.size.width).filter { canvas.link(at: Point(x: $0, y: 0)) != nil }
    #expect(linked == [5, 6, 7])
    #expect(canvas.line(0) == "     cde")
    #expect(canvas.links == ["https://x.example"])
    // Overwriting linked text drops the link; clearing empties the table.
    canvas.write("Z", at: Point(x: 6, y: 0), style: .plain)
    #expect(canvas.link(at: Point(x: 6, y: 0)) == nil)
    #expect(canvas.link(at: Point(x: 7, y: 0)) == "https://x.example")
    canvas.clear()
    #expect(canvas.links.isEmpty && canvas.link(at: Point(x: 7, y: 0)) == nil)
  }

  @Test func wideTextAndRepeatsKeepTheirLink() throws {
    var screen = try screen(sendingLinks: true)
    var frame = Canvas(size: Self.size)
    Surface.draw(on: &frame, context: RenderContext(supportsLinks: true)) { surface in
      surface.write("中文========", at: Point(x: 2, y: 0), link: "https://w.example")
    }
    let output = screen.show(frame)
    // One link opened for the whole run (wide characters and `rep` included), one close.
    #expect(output.occurrences(of: Self.open + "https://w.example") == 1)
    #expect(output.occurrences(of: Self.close) == 1)
    screen.check(frame)
  }

  @Test(
    arguments: [
      (["TERM": "xterm-256color"], false),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], true),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], true),
      (["TERM": "xterm-kitty"], true),
      (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], true),
      (["TERM": "xterm-256color", "VTE_VERSION": "7600"], true),
      (["TERM": "xterm-256color", "VTE_VERSION": "4800"], false),
      (["TERM": "xterm-256color", "WT_SESSION": "x"], true),
      (["TERM": "foot"], true),
      (["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "VTE_VERSION": "7600"], false),
      (["TERM": "xterm-256color", "TMUX": "/tmp/t,1,0", "VTE_VERSION": "7600"], false),
      (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "STACKTUI_LINKS": "1"], true),
      (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "STACKTUI_LINKS": "0"], false),
      (["TERM": "xterm", "STACKTUI_LINKS": "on"], true),
      (["TERM": "dumb", "STACKTUI_LINKS": "1"], false),
      (["TERM": "linux", "STACKTUI_LINKS": "1", "VTE_VERSION": "7600"], false),
      (["TERM": "vt100", "TERM_PROGRAM": "iTerm.app"], false),
      (["TERM": "vt220", "STACKTUI_LINKS": "1"], false),
      (["TERM": "vte-256color", "VTE_VERSION": "7600"], true),
      (["TERM": "vte-direct", "STACKTUI_LINKS": "1"], true),
      (["TERM": "vt", "STACKTUI_LINKS": "1"], true),
    ] as [([String: String], Bool)])
  func linksAreSentOnlyWhereKnownOrAskedFor(environment: [String: String], expected: Bool) {
    #expect(LinkDetection.takesLinks(environment: { environment[$0] }) == expected)
    let context = TerminalAppearance.context(
      colorCount: 256, answeredBackground: nil, environment: { environment[$0] })
    #expect(context.supportsLinks == expected)
  }
}
