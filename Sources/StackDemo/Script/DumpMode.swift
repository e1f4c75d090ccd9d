import ArgumentParser

/// Which screens a scripted run prints (`--dump`).
enum DumpMode: String, ExpressibleByArgument, CaseIterable {
  /// Only the final screen.
  case final
  /// Every `snapshot`, each after a `--- snapshot NAME ---` line, then `--- final ---` and
  /// the final screen.
  case each
}
