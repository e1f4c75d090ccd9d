import StackDrawing

/// Following the end: a chat, log or feed that stays at its newest row.
extension ScrollStack {
  /// Keeps the view at the end while it is there. Default: false.
  ///
  /// When an update begins with the view at the end (the offset is ``maxOffset``, which
  /// includes an empty stack and content shorter than the viewport) and the user does not
  /// move the view in it, the update ends at the end: rows appended, the last row growing
  /// (reloaded with a longer length, expanded), lazy rows appended or measured. The user
  /// scrolling away (scrolling, paging, selecting a row above the view) stops following;
  /// going back to the end (End, ``selectLast()``, ``scrollToBottom(animation:completion:)``, scrolling down to the
  /// bottom) resumes it. Turning the setting on does not scroll.
  ///
  /// Where a list opens: an empty stack is at the end, so with `followsEnd` set before the
  /// first rows are added the list opens at its end, showing its last rows (a chat, a log).
  /// To open at the top and follow only once the user reaches the end, add the first rows,
  /// then turn it on. Without `followsEnd` nothing keeps the end in view: a last row that
  /// grows while the view is at the bottom grows past the bottom edge (the first visible row
  /// keeps its place, see ``anchoring``); with it, the view moves so the row shows entirely.
  ///
  /// While following, the selection does not pull the view; it keeps its contract of being
  /// on screen by coming to the view instead: a selected row pushed off the screen by new
  /// rows (or a replacement for a removed selected row that is off screen) hands the
  /// selection to the selectable row on screen nearest to it, and with none on screen the
  /// selection is dropped. The end also wins over the anchoring rule
  /// (see ``anchoring``).
  ///
  /// ```swift
  /// stack.followsEnd = true
  /// try stack.addRow(TextRowContent("new message"))  // shown, at the bottom
  /// stack.scroll(by: -5)                            // reading history: no longer following
  /// try stack.addRow(TextRowContent("another"))      // nothing moves; unseenRowCount == 1
  /// stack.scrollToBottom()                           // following again; unseenRowCount == 0
  /// ```
  public var followsEnd: Bool {
    get { following.isEnabled }
    set {
      guard newValue != following.isEnabled else { return }
      performUpdate {
        if following.setEnabled(newValue) { enqueue(.unseenRowsChanged(count: 0)) }
      }
    }
  }

  /// True when ``followsEnd`` is on and the view was at the end when the last update
  /// completed: the next change keeps it there.
  public var isFollowingEnd: Bool { following.isEnabled && following.wasAtEnd }

  /// Rows added beyond the last row on screen while ``followsEnd`` is on and the view is not
  /// at the end (at most the rows after the view); 0 once the view is back at the end.
  /// ``StackEvent/unseenRowsChanged(count:)`` reports every change, e.g. to show
  /// "3 new messages".
  public var unseenRowCount: Int { following.unseenRowCount }
}
