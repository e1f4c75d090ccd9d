/// The version of the StackTUI package, in one place: `stack-demo --version` prints it, and
/// CHANGELOG.md and the release tag follow it.
///
/// ```swift
/// print("built with StackTUI \(StackTUIVersion.current)")   // "built with StackTUI 0.2.0"
/// ```
public enum StackTUIVersion {
  /// The package's semantic version, `MAJOR.MINOR.PATCH`.
  public static let current = "0.2.0"
}
