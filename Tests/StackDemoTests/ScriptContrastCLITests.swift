import Foundation
import Testing

/// `stack-demo --script` with the `# contrast:` directive and `--svg`: the built binary.
@Suite struct ScriptContrastCLITests {
  /// A fresh temporary directory; removed by the caller.
  private func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-demo-contrast-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func aContrastDirectivePassesOrNamesTheCellsAndExitsOne() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let readable = folder.appendingPathComponent("readable.keys")
    try "# contrast: on\nj\n".write(to: readable, atomically: true, encoding: .utf8)
    let passed = try StackDemoBinary.run(["--script", readable.path])
    #expect(passed.status == 0, "\(passed.stderr)")
    // No terminal reaches 21:1 with dimmed text: every dim cell fails.
    let strict = folder.appendingPathComponent("strict.keys")
    try "# contrast: dark 8 21:1\nj\n".write(to: strict, atomically: true, encoding: .utf8)
    let failed = try StackDemoBinary.run(["--script", strict.path])
    #expect(failed.status == 1)
    #expect(failed.stderr.contains("cells below 21.00:1"), "\(failed.stderr)")
    #expect(failed.stderr.contains("strict.keys:0: dark/8 row "))
    #expect(failed.stderr.contains("(fg default bg default dim)"))
  }

  @Test func svgWritesTheFinalScreen() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("first.keys")
    try "# screen: goal\n".write(to: script, atomically: true, encoding: .utf8)
    let picture = folder.appendingPathComponent("goal.svg")
    let output = try StackDemoBinary.run([
      "--script", script.path, "--size", "40x10", "--svg", picture.path, "--svg-background",
      "light",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let svg = try String(contentsOf: picture, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"180\""))
    #expect(svg.contains("fill=\"#ffffff\"/>"))
    let usage = try StackDemoBinary.run(["--svg", picture.path])
    #expect(usage.status != 0)
    #expect(usage.stderr.contains("--svg needs --script FILE"))
  }
}
