/// The base of the read-only result and worksheet classes: it keeps their members of generic
/// struct types (a deduction, a bracket position, optionals of N…) as one value whose type is
/// this class's own generic parameter.
///
/// Releasing an object destroys its members through their types' run-time metadata. For a member
/// of a type built from the subclass's `N` (`DeductionInfo<N>`), that metadata was looked up in
/// the run time's table on every release, some 300 instructions, for each such class on every
/// household. As the generic parameter of this base class, the members' type is recorded in the
/// object's class itself, and read from there with no lookup.
public class GenericMembersHolder<Members: Sendable>: @unchecked Sendable {
  /// Immutable: the subclasses are read-only once made.
  let members: Members

  init(members: Members) { self.members = members }
}
