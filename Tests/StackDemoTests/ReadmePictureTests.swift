import Foundation
import StackTesting
import Testing

/// The README's pictures (docs/images/demo-showcase-dark.svg and -light.svg) are what
/// `Tools/Scripts/demo-svg.sh docs/images` makes today: the demo's first screen drawn headless
/// as SVG. When the demo's look changes, run that script and commit the pictures.
@Suite struct ReadmePictureTests {
  @Test(arguments: ["dark", "light"])
  func theReadmePictureIsTheDemosFirstScreen(background: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The same script and options as Tools/Scripts/demo-svg.sh.
    let script = folder.appendingPathComponent("first.keys")
    try "# The first screen: no steps.\n".write(to: script, atomically: true, encoding: .utf8)
    let picture = folder.appendingPathComponent("demo.svg")
    // In colour whatever the test run's environment says (`swift test` may set NO_COLOR).
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    let output = try Spawn.run(
      try StackDemoBinary.path(),
      [
        "--script", script.path, "--screen", "showcase", "--size", "80x24", "--svg",
        picture.path, "--svg-background", background,
      ], environment: environment, timeout: .seconds(300))
    #expect(output.status == 0, "\(String(decoding: output.stderr, as: UTF8.self))")
    let made = try String(contentsOf: picture, encoding: .utf8)
    let committed = try String(
      contentsOf: ScriptTestSupport.root.appendingPathComponent(
        "docs/images/demo-showcase-\(background).svg"), encoding: .utf8)
    #expect(made == committed, "run Tools/Scripts/demo-svg.sh docs/images and commit the pictures")
  }
}
