import StackTerminal

/// Which screens a scripted run prints (``ScreenDump``; the demo's `--dump`).
public enum DumpMode: String, CaseIterable, Sendable {
  /// Only the final screen.
  case final
  /// Every `snapshot`, each after a `--- snapshot NAME ---` line, then `--- final ---` and
  /// the final screen.
  case each
}
