import CNcurses
import Testing

// Helpers for `HeadlessScreenTests`: a headless ncurses screen and wide-character cells.

/// A headless ncurses screen: output to /dev/null, input from a pipe we can write to.
@MainActor
struct HeadlessScreen {
  let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  let inputWriter: Int32

  /// Writes raw bytes to the screen's input.
  func feed(_ bytes: [UInt8]) {
    let written = bytes.withUnsafeBytes { write(inputWriter, $0.baseAddress, $0.count) }
    #expect(written == bytes.count)
  }
}

struct Position: Equatable {
  var y: Int32
  var x: Int32
}

struct Cell {
  var text: String
  var attrs: attr_t
  var pair: Int32
}

/// Opens a `HeadlessScreenTests.rows` x `columns` screen under C.UTF-8, runs `body`, and
/// tears everything down (endwin, delscreen, locale restored) even if `body` throws.
@MainActor
func withHeadlessScreen(_ body: (HeadlessScreen) throws -> Void) throws {
  let previousLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
  defer { setlocale(LC_ALL, previousLocale) }
  try #require(setlocale(LC_ALL, "C.UTF-8") != nil, "C.UTF-8 locale is not available")

  #expect(setenv("LINES", String(HeadlessScreenTests.rows), 1) == 0)
  #expect(setenv("COLUMNS", String(HeadlessScreenTests.columns), 1) == 0)

  var fds: [Int32] = [-1, -1]
  try #require(pipe(&fds) == 0)
  defer { close(fds[1]) }
  let input = try #require(fdopen(fds[0], "r"))
  defer { fclose(input) }
  let output = try #require(fopen("/dev/null", "w"))
  defer { fclose(output) }

  let screen = try #require(newterm("xterm-256color", output, input))
  defer { delscreen(screen) }
  defer { endwin() }
  let window = try #require(stacktui_stdscr())
  try body(HeadlessScreen(screen: screen, window: window, inputWriter: fds[1]))
  #expect(wnoutrefresh(window) == OK)
  #expect(doupdate() == OK)
}

func wideChar(_ scalar: Unicode.Scalar) -> wchar_t {
  wchar_t(bitPattern: scalar.value)
}

/// NUL-terminated wide string.
func wideChars(_ text: String) -> [wchar_t] {
  text.unicodeScalars.map(wideChar) + [0]
}

/// Decodes a NUL-terminated (or full) wide-character buffer.
func string<C: Collection>(from buffer: C) -> String where C.Element == wchar_t {
  var scalars = String.UnicodeScalarView()
  for value in buffer.prefix(while: { $0 != 0 }) {
    if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) {
      scalars.append(scalar)
    }
  }
  return String(scalars)
}

func complexChar(_ text: String, attrs: attr_t, pair: Int32) throws -> cchar_t {
  var cell = cchar_t()
  var chars = wideChars(text)
  try #require(stacktui_setcchar(&cell, &chars, attrs, pair) == OK, "setcchar \(text)")
  return cell
}

@MainActor
func readCell(_ window: UnsafeMutablePointer<WINDOW>, y: Int32, x: Int32) throws -> Cell {
  var cell = cchar_t()
  try #require(mvwin_wch(window, y, x, &cell) == OK, "mvwin_wch(\(y), \(x))")
  var chars = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
  var attrs: attr_t = 0
  var pair: Int32 = -1
  try #require(stacktui_getcchar(&cell, &chars, &attrs, &pair) == OK)
  return Cell(text: string(from: chars), attrs: attrs, pair: pair)
}

@MainActor
func cursor(_ window: UnsafeMutablePointer<WINDOW>) -> Position {
  var position = Position(y: -1, x: -1)
  stacktui_getyx(window, &position.y, &position.x)
  return position
}
