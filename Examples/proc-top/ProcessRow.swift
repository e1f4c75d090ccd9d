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
