extension CellStyle {
  /// The style a control character's visible form (``ControlCharacter``) is drawn with inside
  /// text drawn with this style: dimmed, unless this style is reverse video (dim with reverse
  /// draws grey boxes in xterm).
  @inline(__always)
  package var forControlCharacter: CellStyle {
    attributes.contains(.reverse)
      ? self
      : CellStyle(
        foreground: foreground, background: background, attributes: attributes.union(.dim))
  }
}
