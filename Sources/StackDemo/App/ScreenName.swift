/// The demo's screens, in Tab order: the one list of their names (`--screen`, the `# screen:`
/// directive, the title bar, the status line and each screen's ``DemoScreen/name``).
enum ScreenName: String, CaseIterable, Sendable {
  case showcase, checkout, goal, chat, list
}
