/// How ``Canvas/write(_:at:style:clip:)`` stores one Unicode scalar.
///
/// This is the single place where the writer's substitutions live, so that ``TextWidth`` and
/// the writer can never disagree:
///
/// - printable scalars of width 1 or 2 are stored as they are;
/// - width-0 scalars (combining marks, variation selectors, ...) attach to the previous cell;
/// - U+200D ZERO WIDTH JOINER is dropped: tmux 3.3 does not treat it as an ordinary
///   zero-width scalar (it joins emoji into one 2-column cell, and after other characters it
///   is lost or reappears on a later cell), so keeping it would make the canvas disagree with
///   the terminal. Without it every scalar is placed by its own `wcwidth`, everywhere;
/// - tab is expanded by the writer;
/// - C0 controls (but tab), DEL and C1 controls are shown in their visible form
///   (``ControlCharacter``): `^[` for ESC, `^?` for DEL, `<9B>` for a C1 control, drawn dim;
///   a single cell (``Cell``, which has room for one character) holds its Control Picture
///   (U+2400 + code, DEL → U+2421) or, for a C1 control, U+FFFD;
/// - scalars glibc considers non-printable (`wcwidth` -1: unassigned code points,
///   noncharacters, U+2028, U+2029, ...) become U+FFFD, because ncurses draws them as a blank
///   and tmux drops them, so neither would agree with a stored raw scalar.
package enum ScalarPlacement: Equatable {
  /// One cell holding this scalar.
  case narrow(Unicode.Scalar)
  /// A lead cell holding this scalar plus a continuation cell.
  case wide(Unicode.Scalar)
  /// Appended to the previous cell's grapheme.
  case attached(Unicode.Scalar)
  /// Advance to the next tab stop (every 8 columns), filling spaces.
  case tab
  /// A control character (C0 but tab, DEL, C1), written as its visible form
  /// (``ControlCharacter/visibleForm(of:)``).
  case control(Unicode.Scalar)
  /// Not stored at all.
  case dropped

  /// What stands in for a scalar that must not reach the terminal raw.
  package static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// What a single cell holds for the control character `scalar`, which has no room for its
  /// visible form: its Control Picture (U+2400 + code, DEL → U+2421), U+FFFD for a C1 control.
  package static func singleCellPicture(ofControl scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x20 { return Unicode.Scalar(0x2400 + value) ?? replacement }
    return value == 0x7F ? "\u{2421}" : replacement
  }

  /// The placement of `scalar`.
  @inline(__always)
  package init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F {
      self = .narrow(scalar)
    } else if value == 0x09 {
      self = .tab
    } else if value < 0x20 || (value >= 0x7F && value <= 0x9F) {
      self = .control(scalar)
    } else if value < TextWidth.firstNonTrivialScalar || TextWidth.isCommonNarrow(value) {
      self = .narrow(scalar)
    } else if value == 0x200D {
      self = .dropped
    } else if TextWidth.rangeTable(zeroWidthRanges, contains: value) {
      self = .attached(scalar)
    } else if TextWidth.rangeTable(doubleWidthRanges, contains: value) {
      self = .wide(scalar)
    } else if TextWidth.rangeTable(nonPrintableRanges, contains: value) {
      self = .narrow(ScalarPlacement.replacement)
    } else {
      self = .narrow(scalar)
    }
  }
}
