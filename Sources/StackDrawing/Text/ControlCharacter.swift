/// How text drawn by the library shows a control character: visibly, in a few ASCII
/// characters, never raw (a raw ESC would start an escape sequence on the user's terminal).
///
/// This is the one rule every text drawn through ``Canvas/write(_:at:style:clip:)`` follows
/// (`TextRowContent`, ``Surface/write(_:at:style:)``, status lines):
/// - a tab advances to the next multiple of 8 columns (it is not a control here);
/// - a C0 control is shown in caret notation, `^` and the character 64 above it: `^[` for
///   ESC, `^M` for a carriage return, `^@` for NUL;
/// - DEL is `^?`;
/// - a C1 control (U+0080...U+009F) is its code in hexadecimal between angle brackets:
///   `<9B>` for CSI;
/// - the visible form is drawn dim (not when the text is drawn in reverse video, where dim
///   would draw ragged grey boxes), so it reads as a mark, not as the text's own `^`.
///
/// A text row does not show the carriage return that ends a CRLF line
/// (``TextLayout/paragraphs(of:)``); one anywhere else is `^M`.
///
/// ```swift
/// ControlCharacter.visibleForm(of: "\u{1B}")   // "^["
/// ControlCharacter.visibleForm(of: "\u{7F}")   // "^?"
/// ControlCharacter.visibleForm(of: "\u{9B}")   // "<9B>"
/// TextWidth.of("a\u{1B}b")                     // 4
/// ```
public enum ControlCharacter {
  /// True for the scalars shown in a visible form: C0 controls but tab, DEL and C1 controls.
  @inline(__always)
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09) || (value >= 0x7F && value <= 0x9F)
  }

  /// The visible form of `scalar` (see ``ControlCharacter``); `scalar` itself, as a string,
  /// when it is not a control.
  public static func visibleForm(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    guard isControl(scalar) else { return String(scalar) }
    if value < 0x20 { return "^" + String(UnicodeScalar(UInt8(value + 0x40))) }
    if value == 0x7F { return "^?" }
    let hex = String(value, radix: 16, uppercase: true)
    return "<" + hex + ">"
  }

  /// The columns of ``visibleForm(of:)`` for a control: 2 for C0 and DEL, 4 for C1.
  @inline(__always)
  package static func width(of value: UInt32) -> Int {
    value >= 0x80 ? 4 : 2
  }
}
