import StackUI

extension LineEdit {
  /// The edit a key stands for in a one-line field (the keys of a shell prompt): ← → (Ctrl-B,
  /// Ctrl-F), Home End (Ctrl-A, Ctrl-E), Backspace, Delete (Ctrl-D), Ctrl-U, Ctrl-K, Ctrl-W;
  /// nil for any other key.
  ///
  /// ```swift
  /// if let edit = LineEdit(key: .ctrl("w")) { editor.apply(edit) }   // .deleteWordBackward
  /// ```
  public init?(key: Key) {
    switch key {
    case .left, .ctrl("b"): self = .moveLeft
    case .right, .ctrl("f"): self = .moveRight
    case .home, .ctrl("a"): self = .moveToStart
    case .end, .ctrl("e"): self = .moveToEnd
    case .backspace: self = .deleteBackward
    case .delete, .ctrl("d"): self = .deleteForward
    case .ctrl("u"): self = .deleteToStart
    case .ctrl("k"): self = .deleteToEnd
    case .ctrl("w"): self = .deleteWordBackward
    default: return nil
    }
  }
}
