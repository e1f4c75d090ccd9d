/// One tab of ``Tabs``: its title in the bar and the widget it shows.
public struct Tab {
  /// The title in the bar (control characters shown escaped, cut with `…` when too long).
  public var title: String
  /// The widget shown while the tab is selected.
  public var content: any Widget

  /// A tab titled `title` showing `content`.
  public init(_ title: String, _ content: any Widget) {
    self.title = title
    self.content = content
  }
}
