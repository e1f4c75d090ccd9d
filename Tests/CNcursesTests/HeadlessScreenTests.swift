import CNcurses
import Testing

/// Exercises the CNcurses module against a real ncurses screen that writes to /dev/null and
/// reads from a pipe, so no terminal is needed. ncurses keeps global state and is not
/// thread-safe, hence `.serialized` and the main actor.
@MainActor
@Suite(.serialized)
struct HeadlessScreenTests {
  static let rows: Int32 = 30
  static let columns: Int32 = 100

  // MARK: - Screen set-up

  @Test func headlessScreenHasConfiguredSize() throws {
    try withHeadlessScreen { screen in
      var maxY: Int32 = -1
      var maxX: Int32 = -1
      stacktui_getmaxyx(screen.window, &maxY, &maxX)
      #expect(maxY == Self.rows)
      #expect(maxX == Self.columns)
      #expect(stacktui_lines() == Self.rows)
      #expect(stacktui_cols() == Self.columns)
      #expect(stacktui_stdscr() == screen.window)
      #expect(isendwin() == false)
    }
  }

  @Test func wcwidthFollowsUTF8Locale() throws {
    try withHeadlessScreen { _ in
      #expect(stacktui_wcwidth(wideChar("中")) == 2)
      #expect(stacktui_wcwidth(wideChar("😀")) == 2)
      #expect(stacktui_wcwidth(wideChar("\u{301}")) == 0)
      #expect(stacktui_wcwidth(wideChar("a")) == 1)
    }
  }

  // MARK: - Wide-character output

  @Test func wideStringAdvancesCursorByDisplayWidth() throws {
    try withHeadlessScreen { screen in
      let window = screen.window
      #expect(wmove(window, 2, 0) == OK)
      // Each segment with the column the cursor must reach after writing it.
      let segments: [(text: String, column: Int32)] = [
        ("中", 2), ("文", 4), ("😀", 6), ("e\u{301}", 7), ("ab", 9),
      ]
      for segment in segments {
        var chars = wideChars(segment.text)
        #expect(waddnwstr(window, &chars, -1) == OK, "writing \(segment.text)")
        #expect(cursor(window) == Position(y: 2, x: segment.column), "after \(segment.text)")
      }

      var buffer = [wchar_t](repeating: 0, count: 256)
      let count = mvwinnwstr(window, 2, 0, &buffer, Int32(buffer.count - 1))
      #expect(count != ERR)
      let row = string(from: buffer)
      #expect(row.unicodeScalars.count == Int(count))
      // Wide characters occupy two cells but are reported once; the rest is blank padding.
      let expected = "中文😀e\u{301}ab"
      // Compare scalars: String equality would also accept a precomposed "é".
      let written = row.unicodeScalars.prefix(expected.unicodeScalars.count)
      #expect(Array(written) == Array(expected.unicodeScalars))
      #expect(row.dropFirst(expected.count).allSatisfy { $0 == " " })
      let padding = Int(Self.columns) - 9
      #expect(row.unicodeScalars.count == expected.unicodeScalars.count + padding)
    }
  }

  @Test func complexCharactersReadBackCellByCell() throws {
    try withHeadlessScreen { screen in
      let window = screen.window
      #expect(wmove(window, 5, 10) == OK)
      for text in ["中", "😀", "e\u{301}", "Z"] {
        var cell = try complexChar(text, attrs: stacktui_a_normal(), pair: 0)
        #expect(wadd_wch(window, &cell) == OK, "writing \(text)")
      }
      #expect(cursor(window) == Position(y: 5, x: 16))

      #expect(try readCell(window, y: 5, x: 10).text == "中")
      #expect(try readCell(window, y: 5, x: 12).text == "😀")
      let combined = try readCell(window, y: 5, x: 14)
      #expect(combined.text.unicodeScalars.map(\.value) == [0x65, 0x301])
      #expect(try readCell(window, y: 5, x: 15).text == "Z")
      #expect(try readCell(window, y: 5, x: 16).text == " ")
    }
  }

  // MARK: - Attributes and colours

  @Test func attributesReadBack() throws {
    try withHeadlessScreen { screen in
      let window = screen.window
      let boldReverse = stacktui_a_bold() | stacktui_a_reverse()
      #expect(boldReverse != 0)
      #expect(stacktui_a_bold() != stacktui_a_reverse())

      // Through a cchar_t.
      var cell = try complexChar("X", attrs: boldReverse, pair: 0)
      #expect(mvwadd_wchnstr(window, 1, 3, &cell, 1) == OK)
      let marked = try readCell(window, y: 1, x: 3)
      #expect(marked.text == "X")
      #expect(marked.attrs & boldReverse == boldReverse)
      #expect(marked.attrs & stacktui_a_underline() == 0)

      // Through the window's current attributes.
      #expect(stacktui_wattr_set(window, stacktui_a_underline(), 0) == OK)
      var chars = wideChars("u")
      #expect(mvwaddnwstr(window, 1, 4, &chars, -1) == OK)
      #expect(stacktui_wattr_set(window, stacktui_a_normal(), 0) == OK)
      let underlined = try readCell(window, y: 1, x: 4)
      #expect(underlined.text == "u")
      #expect(underlined.attrs & stacktui_a_underline() == stacktui_a_underline())
      #expect(underlined.attrs & boldReverse == 0)

      let plain = try readCell(window, y: 1, x: 5)
      #expect(plain.attrs & (boldReverse | stacktui_a_underline()) == 0)
    }
  }

  @Test func colorPairsReadBack() throws {
    try withHeadlessScreen { screen in
      let window = screen.window
      try #require(has_colors())
      #expect(start_color() == OK)
      #expect(use_default_colors() == OK)
      #expect(stacktui_colors() == 256)
      #expect(stacktui_color_pairs() > 300)

      #expect(stacktui_color_pair(7) & stacktui_a_color() == stacktui_color_pair(7))
      #expect(stacktui_pair_number(stacktui_color_pair(7) | stacktui_a_bold()) == 7)

      #expect(init_pair(1, Int16(COLOR_RED), Int16(COLOR_BLUE)) == OK)
      #expect(init_extended_pair(300, COLOR_GREEN, -1) == OK)
      for (column, pair) in [(0, Int32(1)), (1, Int32(300))] {
        var cell = try complexChar("c", attrs: stacktui_a_bold(), pair: pair)
        #expect(mvwadd_wchnstr(window, 0, Int32(column), &cell, 1) == OK)
        let read = try readCell(window, y: 0, x: Int32(column))
        #expect(read.pair == pair)
        #expect(read.attrs & stacktui_a_bold() == stacktui_a_bold())
      }
    }
  }

  // MARK: - Input

  @Test func wideAndKeypadInputFromPipe() throws {
    try withHeadlessScreen { screen in
      let window = screen.window
      #expect(keypad(window, true) == OK)
      #expect(set_escdelay(25) == OK)
      wtimeout(window, 200)
      // "a", "中" in UTF-8, then the xterm cursor-up sequence ESC O A.
      screen.feed(Array("a中".utf8) + [0x1B, 0x4F, 0x41])

      var key: wint_t = 0
      #expect(wget_wch(window, &key) == OK)
      #expect(key == 0x61)
      #expect(wget_wch(window, &key) == OK)
      #expect(key == 0x4E2D)
      #expect(wget_wch(window, &key) == KEY_CODE_YES)
      #expect(Int32(key) == KEY_UP)
      #expect(wget_wch(window, &key) == ERR)  // Timed out: nothing left.
    }
  }

  // MARK: - Constants

  @Test func keyConstants() {
    #expect(stacktui_key_f(1) == 265)
    #expect(stacktui_key_f(12) == 276)
    #expect(KEY_RESIZE == 410)
    #expect(KEY_MOUSE == 409)
    #expect(KEY_BTAB == 353)
    #expect(KEY_DOWN == 258)
  }

  @Test func mouseMasksAreDistinctAndNonZero() {
    let masks: [mmask_t] = [
      stacktui_button1_pressed(),
      stacktui_button1_released(),
      stacktui_button1_clicked(),
      stacktui_button4_pressed(),
      stacktui_button5_pressed(),
      stacktui_all_mouse_events(),
      stacktui_report_mouse_position(),
    ]
    #expect(masks.allSatisfy { $0 != 0 })
    #expect(Set(masks).count == masks.count)
    let buttons = masks.prefix(5).reduce(0, |)
    #expect(buttons & stacktui_all_mouse_events() == buttons)
    #expect(stacktui_report_mouse_position() & stacktui_all_mouse_events() == 0)
  }

  @Test func getmouseWithoutEventReportsError() throws {
    try withHeadlessScreen { _ in
      var id: Int32 = 7
      var x: Int32 = 7
      var y: Int32 = 7
      var state: mmask_t = 7
      #expect(stacktui_getmouse(&id, &x, &y, &state) == ERR)
      #expect([id, x, y] == [7, 7, 7])
      #expect(state == 7)
    }
  }
}
