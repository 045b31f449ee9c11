//! Image operations: sample, gather, compare, read, write, queries, atomics.
//! The array layer is its own argument in MSL; coordinates of reads and
//! writes are unsigned.

use super::Printer;
use super::expr::Scope;
use crate::diag::codes;
use crate::side::TextureAtomicOp;
use naga::{Expression, Handle, ImageClass, ImageDimension, ImageQuery, SampleLevel, TypeInner};

struct ImageInfo {
    dim: ImageDimension,
    class: ImageClass,
}

const fn gradient_fn(dim: ImageDimension) -> &'static str {
    match dim {
        ImageDimension::D3 => "gradient3d",
        ImageDimension::Cube => "gradientcube",
        _ => "gradient2d",
    }
}

const fn coord_type(dim: ImageDimension) -> &'static str {
    match dim {
        ImageDimension::D1 => "uint",
        ImageDimension::D3 => "uint3",
        _ => "uint2",
    }
}

impl Printer<'_> {
    fn image_info(&self, s: Scope, image: Handle<Expression>) -> ImageInfo {
        match *self.type_of(s, image) {
            TypeInner::Image { dim, ref class, .. } => ImageInfo { dim, class: *class },
            _ => ImageInfo {
                dim: ImageDimension::D2,
                class: ImageClass::Sampled { kind: naga::ScalarKind::Float, multi: false },
            },
        }
    }

    pub fn image_sample(&mut self, s: Scope, h: Handle<Expression>) -> String {
        let Some(f) = s else { return String::new() };
        let Expression::ImageSample {
            image,
            sampler,
            gather,
            coordinate,
            array_index,
            offset,
            ref level,
            depth_ref,
            clamp_to_edge,
        } = f.func.expressions[h]
        else {
            return String::new();
        };
        let info = self.image_info(s, image);
        let img = self.operand(s, image);
        let mut args = vec![self.expr(s, sampler), self.expr(s, coordinate)];
        if let Some(a) = array_index {
            args.push(format!("uint({})", self.expr(s, a)));
        }
        if let Some(r) = depth_ref {
            args.push(self.expr(s, r));
        }
        let method = match (gather, depth_ref) {
            (Some(_), Some(_)) => "gather_compare",
            (Some(_), None) => "gather",
            (None, Some(_)) => "sample_compare",
            (None, None) => "sample",
        };
        if gather.is_none() {
            let lod = match *level {
                SampleLevel::Auto => None,
                SampleLevel::Zero => Some("level(0.0f)".to_string()),
                SampleLevel::Exact(l) => Some(format!("level({})", self.expr(s, l))),
                SampleLevel::Bias(b) => Some(format!("bias({})", self.expr(s, b))),
                SampleLevel::Gradient { x, y } => {
                    Some(format!("{}({}, {})", gradient_fn(info.dim), self.expr(s, x), self.expr(s, y)))
                }
            };
            let lod = if clamp_to_edge { Some("level(0.0f)".to_string()) } else { lod };
            // 1D textures have no mipmaps: MSL takes no level argument.
            if info.dim != ImageDimension::D1 {
                args.extend(lod);
            }
        }
        match (offset, gather) {
            (Some(o), _) => args.push(self.expr(s, o)),
            (None, Some(c)) if c as u32 != 0 && !matches!(info.class, ImageClass::Depth { .. }) => {
                args.push(if info.dim == ImageDimension::Cube { String::new() } else { "int2(0)".into() });
            }
            _ => {}
        }
        args.retain(|a| !a.is_empty());
        if let (Some(c), false) = (gather, matches!(info.class, ImageClass::Depth { .. }))
            && (c as u32 != 0 || offset.is_some())
        {
            args.push(format!("component::{}", super::expr::component(c as u32)));
        }
        format!("{img}.{method}({})", args.join(", "))
    }

    pub fn image_load(&mut self, s: Scope, h: Handle<Expression>) -> String {
        let Some(f) = s else { return String::new() };
        let Expression::ImageLoad { image, coordinate, array_index, sample, level } = f.func.expressions[h] else {
            return String::new();
        };
        let info = self.image_info(s, image);
        let img = self.operand(s, image);
        let mut args = vec![format!("{}({})", coord_type(info.dim), self.expr(s, coordinate))];
        if let Some(a) = array_index {
            args.push(format!("uint({})", self.expr(s, a)));
        }
        if let Some(x) = sample {
            args.push(format!("uint({})", self.expr(s, x)));
        }
        let storage = matches!(info.class, ImageClass::Storage { .. });
        if let (Some(l), false, false) = (level, storage, info.dim == ImageDimension::D1) {
            args.push(format!("uint({})", self.expr(s, l)));
        }
        format!("{img}.read({})", args.join(", "))
    }

    pub fn image_query(&mut self, s: Scope, image: Handle<Expression>, query: &ImageQuery) -> String {
        let info = self.image_info(s, image);
        let img = self.operand(s, image);
        let mipmapped = match info.class {
            ImageClass::Sampled { multi, .. } | ImageClass::Depth { multi } => !multi,
            _ => false,
        };
        match *query {
            ImageQuery::Size { level } => {
                let lod = match (level, mipmapped && info.dim != ImageDimension::D1) {
                    (Some(l), true) => self.expr(s, l),
                    _ => String::new(),
                };
                let w = format!("{img}.get_width({lod})");
                let h = format!("{img}.get_height({lod})");
                match info.dim {
                    ImageDimension::D1 => w,
                    ImageDimension::D2 | ImageDimension::Cube => format!("uint2({w}, {h})"),
                    ImageDimension::D3 => format!("uint3({w}, {h}, {img}.get_depth({lod}))"),
                }
            }
            ImageQuery::NumLevels => format!("{img}.get_num_mip_levels()"),
            ImageQuery::NumLayers => format!("{img}.get_array_size()"),
            ImageQuery::NumSamples => format!("{img}.get_num_samples()"),
        }
    }

    /// `tex.write(value, coord[, layer])`.
    pub fn image_store(
        &mut self,
        s: Scope,
        image: Handle<Expression>,
        coordinate: Handle<Expression>,
        array_index: Option<Handle<Expression>>,
        value: Handle<Expression>,
    ) {
        let info = self.image_info(s, image);
        let img = self.operand(s, image);
        let mut args = vec![self.expr(s, value), format!("{}({})", coord_type(info.dim), self.expr(s, coordinate))];
        if let Some(a) = array_index {
            args.push(format!("uint({})", self.expr(s, a)));
        }
        self.line_fmt(format_args!("{img}.write({});", args.join(", ")));
        self.fence_after_write(s, image, &img);
    }

    /// After a write to a `read_write` texture, `fence()`: Metal orders a
    /// thread's write and its later read of the same texel only across a
    /// texture fence (the specification's read-write texture rules), where
    /// HLSL's `RWTexture` and GLSL's images read back what the thread wrote.
    pub fn fence_after_write(&mut self, s: Scope, image: Handle<Expression>, img: &str) {
        let TypeInner::Image { class: ImageClass::Storage { access, .. }, .. } = *self.type_of(s, image) else {
            return;
        };
        let used = self.target_type(s, image).and_then(|t| self.plan.storage_access.get(&t).copied()).unwrap_or(access);
        if used.contains(naga::StorageAccess::LOAD) && used.contains(naga::StorageAccess::STORE) {
            self.line_fmt(format_args!("{img}.fence();"));
        }
    }

    /// Texture atomics (MSL 3.1). The arguments are the statement's fields.
    #[allow(clippy::too_many_arguments)]
    pub fn image_atomic(
        &mut self,
        s: Scope,
        image: Handle<Expression>,
        coordinate: Handle<Expression>,
        array_index: Option<Handle<Expression>>,
        fun: &naga::AtomicFunction,
        value: Handle<Expression>,
        span: naga::Span,
    ) {
        if self.plan.input.options.msl_version < crate::options::MslVersion::V3_1 {
            self.error(
                codes::METAL_TEXTURE_ATOMICS,
                format!(
                    "atomics on textures need MSL 3.1 (the target is MSL {})",
                    self.plan.input.options.msl_version.as_str()
                ),
                span,
            );
            return;
        }
        let info = self.image_info(s, image);
        let img = self.operand(s, image);
        let mut args = vec![format!("{}({})", coord_type(info.dim), self.expr(s, coordinate))];
        if let Some(a) = array_index {
            args.push(format!("uint({})", self.expr(s, a)));
        }
        args.push(self.expr(s, value));
        let Some(name) = super::stmt::atomic_fn(fun) else {
            self.error(codes::METAL_UNSUPPORTED, "Metal cannot express a compare-exchange on a texture", span);
            return;
        };
        let method = name.trim_end_matches("_explicit");
        self.line_fmt(format_args!("{img}.{method}({});", args.join(", ")));
    }

    /// A call of the `TextureAtomic` stand-in (MSL 3.1; see
    /// `side::Intrinsic`): `arguments` are the call's arguments and `args`
    /// them printed; `used` when the original value is read. A
    /// compare-exchange loops over spurious failures in a support function.
    pub fn texture_atomic_call(
        &mut self,
        s: Scope,
        op: TextureAtomicOp,
        arrayed: bool,
        arguments: &[Handle<Expression>],
        args: &[String],
        used: bool,
    ) -> String {
        let arg = |i: usize| args.get(i).map_or("", String::as_str);
        let coords = if arrayed { format!("{}, {}", arg(1), arg(2)) } else { arg(1).to_string() };
        let first = 2 + usize::from(arrayed);
        let Some(method) = texture_atomic_method(op) else {
            let ty = |p: &Self, i: usize| arguments.get(i).map(|&h| p.type_name_of(s, h)).unwrap_or_default();
            let (texture, coord, value) = (ty(self, 0), ty(self, 1), ty(self, first));
            let (layer, layer_arg) = if arrayed { (", uint layer", ", layer") } else { ("", "") };
            self.add_support(format!(
                "{value} ferrometal_texture_compare_exchange({texture} tex, {coord} coord{layer}, {value} expected, {value} desired) {{\n    \
                 {value}4 old = {value}4(expected);\n    \
                 while (!tex.atomic_compare_exchange_weak(coord{layer_arg}, &old, desired) && old.x == expected) {{\n    }}\n    \
                 return old.x;\n}}\n"
            ));
            return format!(
                "ferrometal_texture_compare_exchange({}, {coords}, {}, {})",
                arg(0),
                arg(first),
                arg(first + 1)
            );
        };
        let x = if used { ".x" } else { "" };
        format!("{}.{method}({coords}, {}){x}", arg(0), arg(first))
    }
}

/// The texture member function of a texture atomic; `None` for the
/// compare-exchange, which needs a loop.
fn texture_atomic_method(op: TextureAtomicOp) -> Option<&'static str> {
    Some(match op {
        TextureAtomicOp::Add => "atomic_fetch_add",
        TextureAtomicOp::And => "atomic_fetch_and",
        TextureAtomicOp::Or => "atomic_fetch_or",
        TextureAtomicOp::Xor => "atomic_fetch_xor",
        TextureAtomicOp::Min => "atomic_fetch_min",
        TextureAtomicOp::Max => "atomic_fetch_max",
        TextureAtomicOp::Exchange => "atomic_exchange",
        TextureAtomicOp::CompareExchange => return None,
    })
}
