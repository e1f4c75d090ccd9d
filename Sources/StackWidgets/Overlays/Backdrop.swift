/// What happens to the screen below a modal screen of ``Screens``.
public enum Backdrop: Sendable, Hashable {
  /// It is drawn as it is.
  case kept
  /// It is drawn in the theme's `StyleRole.muted` role (dim without colours), so the
  /// modal stands out; its text stays readable.
  case dimmed
}
