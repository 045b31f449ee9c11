//! Buffer layouts read from SPIR-V's own decorations (`Offset`,
//! `ArrayStride`, `MatrixStride`, `RowMajor`): the byte layout the reference
//! compiler chose, independent of ferrometal's reflection. Both sides pack
//! and compare buffers with it.

use ferrometal::cases::layout::Field;
use ferrometal::cases::{LayoutNode, PackLayout, ScalarType};
use std::collections::BTreeMap;

const OP_MEMBER_NAME: u16 = 6;
const OP_TYPE_INT: u16 = 21;
const OP_TYPE_FLOAT: u16 = 22;
const OP_TYPE_VECTOR: u16 = 23;
const OP_TYPE_MATRIX: u16 = 24;
const OP_TYPE_ARRAY: u16 = 28;
const OP_TYPE_RUNTIME_ARRAY: u16 = 29;
const OP_TYPE_STRUCT: u16 = 30;
const OP_TYPE_POINTER: u16 = 32;
const OP_CONSTANT: u16 = 43;
const OP_VARIABLE: u16 = 59;
const OP_DECORATE: u16 = 71;
const OP_MEMBER_DECORATE: u16 = 72;
const DEC_ROW_MAJOR: u32 = 4;
const DEC_ARRAY_STRIDE: u32 = 6;
const DEC_MATRIX_STRIDE: u32 = 7;
const DEC_OFFSET: u32 = 35;
/// Nesting budget.
const MAX_DEPTH: usize = 32;

#[derive(Clone, Debug)]
enum Ty {
    Scalar(ScalarType),
    Vector(u32, u32),
    Matrix(u32, u32),
    Array(u32, u32),
    Runtime(u32),
    Struct(Vec<u32>),
}

/// The type table of one module.
#[derive(Default)]
pub struct Layouts {
    types: BTreeMap<u32, Ty>,
    constants: BTreeMap<u32, u32>,
    pointers: BTreeMap<u32, u32>,
    variables: BTreeMap<u32, u32>,
    strides: BTreeMap<u32, u32>,
    /// `(struct, member)` → offset, matrix stride, row-major, name.
    offsets: BTreeMap<(u32, u32), u32>,
    matrix_strides: BTreeMap<(u32, u32), u32>,
    row_major: BTreeMap<(u32, u32), bool>,
    member_names: BTreeMap<(u32, u32), String>,
}

fn string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take_while(|&b| b != 0).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

impl Layouts {
    pub fn new(words: &[u32]) -> Layouts {
        let mut l = Layouts::default();
        let mut at = 5;
        while let Some(&head) = words.get(at) {
            let count = (head >> 16) as usize;
            let Some(args) = words.get(at + 1..at + count).filter(|_| count > 0) else { break };
            l.instruction((head & 0xffff) as u16, args);
            at += count;
        }
        l
    }

    fn instruction(&mut self, op: u16, args: &[u32]) {
        match (op, args) {
            (OP_TYPE_INT, [id, width, signed]) => {
                let s = match (width, signed) {
                    (8, 0) => ScalarType::U8,
                    (8, _) => ScalarType::I8,
                    (16, 0) => ScalarType::U16,
                    (16, _) => ScalarType::I16,
                    (64, 0) => ScalarType::U64,
                    (64, _) => ScalarType::I64,
                    (_, 0) => ScalarType::U32,
                    _ => ScalarType::I32,
                };
                self.types.insert(*id, Ty::Scalar(s));
            }
            (OP_TYPE_FLOAT, [id, width, ..]) => {
                let s = match width {
                    16 => ScalarType::F16,
                    64 => ScalarType::F64,
                    _ => ScalarType::F32,
                };
                self.types.insert(*id, Ty::Scalar(s));
            }
            (OP_TYPE_VECTOR, [id, c, n]) => {
                self.types.insert(*id, Ty::Vector(*c, *n));
            }
            (OP_TYPE_MATRIX, [id, column, n]) => {
                self.types.insert(*id, Ty::Matrix(*column, *n));
            }
            (OP_TYPE_ARRAY, [id, e, len]) => {
                self.types.insert(*id, Ty::Array(*e, *len));
            }
            (OP_TYPE_RUNTIME_ARRAY, [id, e]) => {
                self.types.insert(*id, Ty::Runtime(*e));
            }
            (OP_TYPE_STRUCT, [id, members @ ..]) => {
                self.types.insert(*id, Ty::Struct(members.to_vec()));
            }
            (OP_TYPE_POINTER, [id, _, pointee]) => {
                self.pointers.insert(*id, *pointee);
            }
            (OP_CONSTANT, [_, id, value, ..]) => {
                self.constants.insert(*id, *value);
            }
            (OP_VARIABLE, [ty, id, ..]) => {
                self.variables.insert(*id, *ty);
            }
            (OP_DECORATE, [id, DEC_ARRAY_STRIDE, s]) => {
                self.strides.insert(*id, *s);
            }
            (OP_MEMBER_DECORATE, [st, m, DEC_OFFSET, o]) => {
                self.offsets.insert((*st, *m), *o);
            }
            (OP_MEMBER_DECORATE, [st, m, DEC_MATRIX_STRIDE, s]) => {
                self.matrix_strides.insert((*st, *m), *s);
            }
            (OP_MEMBER_DECORATE, [st, m, DEC_ROW_MAJOR]) => {
                self.row_major.insert((*st, *m), true);
            }
            (OP_MEMBER_NAME, [st, m, rest @ ..]) => {
                self.member_names.insert((*st, *m), string(rest));
            }
            _ => {}
        }
    }

    /// The layout of the block a resource variable points to. A block
    /// holding nothing but a runtime array is that array (how HLSL's
    /// structured buffers reach SPIR-V).
    pub fn of_variable(&self, variable: u32) -> Option<PackLayout> {
        let pointer = self.variables.get(&variable)?;
        let block = *self.pointers.get(pointer)?;
        let Ty::Struct(members) = self.types.get(&block)? else { return None };
        if let [only] = members.as_slice()
            && let Some(Ty::Runtime(_)) = self.types.get(only)
            && self.offsets.get(&(block, 0)).copied().unwrap_or(0) == 0
        {
            // The element's matrix stride and order are the member's decorations.
            let key = (block, 0);
            let matrix = self.matrix_strides.get(&key).map(|s| (*s, self.row_major.contains_key(&key)));
            let root = self.node(*only, matrix, 0)?;
            return Some(PackLayout { root, fixed_size: 0 });
        }
        let root = self.node(block, None, 0)?;
        let LayoutNode::Struct(fields) = &root else { return None };
        let fixed_size = match fields.last() {
            Some(Field { offset, node: LayoutNode::Array { count: None, .. }, .. }) => *offset,
            _ => ferrometal::cases::layout::node_size(&root),
        };
        Some(PackLayout { root, fixed_size })
    }

    /// `matrix`: the member's (stride, row-major) when `ty` is a matrix member.
    fn node(&self, ty: u32, matrix: Option<(u32, bool)>, depth: usize) -> Option<LayoutNode> {
        if depth > MAX_DEPTH {
            return None;
        }
        Some(match self.types.get(&ty)? {
            Ty::Scalar(s) => LayoutNode::Scalar(*s),
            Ty::Vector(c, n) => match self.types.get(c)? {
                Ty::Scalar(s) => LayoutNode::Vector(*s, *n),
                _ => return None,
            },
            Ty::Matrix(column, columns) => {
                let Ty::Vector(c, rows) = self.types.get(column)? else { return None };
                let Ty::Scalar(scalar) = self.types.get(c)? else { return None };
                let (stride, row_major) = matrix.unwrap_or((rows * scalar.size(), false));
                // First index = SPIR-V column (GLSL's column; HLSL's row, as
                // HLSL compilers map rows to SPIR-V columns).
                let (first_stride, second_stride) =
                    if row_major { (scalar.size(), stride) } else { (stride, scalar.size()) };
                LayoutNode::Matrix { scalar: *scalar, first: *columns, second: *rows, first_stride, second_stride }
            }
            Ty::Array(e, len) => LayoutNode::Array {
                count: Some(*self.constants.get(len)?),
                stride: *self.strides.get(&ty)?,
                element: Box::new(self.node(*e, matrix, depth + 1)?),
            },
            Ty::Runtime(e) => LayoutNode::Array {
                count: None,
                stride: *self.strides.get(&ty)?,
                element: Box::new(self.node(*e, matrix, depth + 1)?),
            },
            Ty::Struct(members) => {
                let mut fields = Vec::new();
                for (i, m) in members.iter().enumerate() {
                    let key = (ty, i as u32);
                    let matrix = self.matrix_strides.get(&key).map(|s| (*s, self.row_major.contains_key(&key)));
                    fields.push(Field {
                        name: self.member_names.get(&key).cloned().unwrap_or_default(),
                        offset: *self.offsets.get(&key)?,
                        node: self.node(*m, matrix, depth + 1)?,
                    });
                }
                LayoutNode::Struct(fields)
            }
        })
    }
}
