import StackUI

/// What a toast says about what happened: its role and the mark before its text, which
/// tells the kinds apart without colours too.
public enum ToastKind: Sendable, Hashable, CaseIterable {
  /// Something to know (`ℹ`, the accent role).
  case information
  /// Something that went well (`✓`, the success role).
  case success
  /// Something that may need attention (`!`, the warning role).
  case warning
  /// Something that failed (`✗`, the error role).
  case error

  /// The role the toast's frame and mark are drawn in.
  public var role: StyleRole {
    switch self {
    case .information: .accent
    case .success: .success
    case .warning: .warning
    case .error: .error
    }
  }

  /// The mark before the text.
  public var mark: String {
    switch self {
    case .information: "ℹ"
    case .success: "✓"
    case .warning: "!"
    case .error: "✗"
    }
  }
}
