/// One process as the table shows it; identified by its pid.
struct ProcessRow: Identifiable {
  let id: Int32
  let parent: Int32
  let user: String
  let state: String
  let cpu: Double
  let memory: Int
  let threads: Int
  let command: String
}

/// `value` with one decimal ("12.3"; 0.0 for what is not a number).
func tenths(_ value: Double) -> String {
  let scaled = value.isFinite ? Int(min(max(value, 0), 1e15) * 10 + 0.5) : 0
  return "\(scaled / 10).\(scaled % 10)"
}
