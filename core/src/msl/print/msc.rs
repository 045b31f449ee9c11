//! The `msc` model in text (the contract is `msl::bind`'s): MSC's
//! descriptor entry `IRDescriptorTableEntry` (`gpuVA`, `textureViewID`,
//! `metadata`), the top-level argument buffer declared whole (every entry
//! at its offset, so every entry point of a file sees one layout) and
//! passed as `constant TopLevelArgumentBuffer& [[buffer(2)]]`; the entry
//! function then names each resource it uses as the direct model's
//! parameter would have been named — a texture is the view whose resource
//! ID its entry holds, a sampler the sampler whose ID is in `gpuVA`, a
//! buffer the memory at its GPU address — so helpers and the body read
//! them unchanged. A static sampler is a `constexpr sampler`.

use super::Printer;
use crate::hlsl::rootsig::StaticSampler;
use crate::msl::bind::msc::{EntryKind, Msc};
use crate::msl::raise::MscNames;
use naga::{AddressSpace, ArraySize, GlobalVariable, Handle, TypeInner};

impl<'a> Printer<'a> {
    fn msc_plan(&self) -> Option<(&'a Msc, &'a MscNames)> {
        let plan: &'a crate::msl::raise::ModulePlan<'a> = self.plan;
        Some((plan.bindings.msc.as_ref()?, plan.names.msc.as_ref()?))
    }

    /// Whether `g` is fixed in the shader (a static sampler).
    fn msc_static(&self, g: Handle<GlobalVariable>) -> Option<&'a StaticSampler> {
        let (msc, _) = self.msc_plan()?;
        let &(e, _) = msc.bound.get(&g)?;
        let EntryKind::StaticSampler { index } = msc.entries.get(e)?.kind else { return None };
        let entry = msc.from_entry?;
        self.plan.input.side.root_signatures.get(&entry)?.0.static_samplers.get(index)
    }

    /// Whether the entry point reads the top-level argument buffer.
    fn msc_top_level_used(&self) -> bool {
        let Some((msc, _)) = self.msc_plan() else { return false };
        self.entry.globals.iter().any(|&g| msc.bound.contains_key(&g) && self.msc_static(g).is_none())
    }

    /// Whether the entry point reads a descriptor entry (the top level or a heap).
    fn msc_entries_used(&self) -> bool {
        self.msc_top_level_used() || self.entry.globals.iter().any(|&g| self.heap_of(g).is_some())
    }

    /// `IRDescriptorTableEntry`, the table template when an unbounded array
    /// is read, and the top-level argument buffer's struct.
    pub fn msc_structs(&mut self) {
        let Some((msc, names)) = self.msc_plan() else { return };
        if !self.msc_entries_used() {
            return;
        }
        let entry = names.entry.as_str();
        self.item();
        self.out.push('\n');
        self.line("// Metal Shader Converter's descriptor entry: a buffer's GPU address, a texture's resource ID,");
        self.line("// or a sampler's resource ID in gpuVA (IRDescriptorTableSetBuffer/SetTexture/SetSampler).");
        self.line_fmt(format_args!("struct {entry} {{"));
        self.line("    ulong gpuVA;");
        self.line("    ulong textureViewID;");
        self.line("    ulong metadata;");
        self.line("};");
        let unbounded = self.entry.globals.iter().any(|&g| {
            msc.bound.contains_key(&g)
                && matches!(
                    self.module().types[self.module().global_variables[g].ty].inner,
                    TypeInner::BindingArray { size: ArraySize::Dynamic | ArraySize::Pending(_), .. }
                )
        });
        if unbounded && let Some((_, many)) = self.plan.names.descriptor_templates.clone() {
            self.item();
            self.out.push('\n');
            self.line("// An unbounded range of a descriptor table: element i is the resource of entry i.");
            self.line_fmt(format_args!("template <typename T> struct {many} {{"));
            self.line_fmt(format_args!("    constant {entry}* table;"));
            self.line("    T operator[](uint i) const { return as_type<T>(table[i].textureViewID); }");
            self.line("};");
            self.line_fmt(format_args!("template <> struct {many}<sampler> {{"));
            self.line_fmt(format_args!("    constant {entry}* table;"));
            self.line("    sampler operator[](uint i) const { return as_type<sampler>(table[i].gpuVA); }");
            self.line("};");
        }
        if !self.msc_top_level_used() {
            return;
        }
        let top = names.top_level.as_str();
        let how = if msc.explicit { "the root signature" } else { "MSC's automatic layout" };
        self.item();
        self.out.push('\n');
        self.line_fmt(format_args!("// The top-level argument buffer ({how}), {} bytes at buffer(2).", msc.size));
        self.line_fmt(format_args!("struct {top} {{"));
        for (e, member) in msc.entries.iter().zip(&names.members) {
            let register = e.register.map(|(c, r, s)| format!(" {c}{r}, space {s}")).unwrap_or_default();
            let decl = match e.kind {
                EntryKind::Constants { count } => format!("uint {member}[{count}]; // root constants{register}"),
                EntryKind::Address => format!("ulong {member}; // root descriptor{register}: GPU address"),
                EntryKind::Table { .. } => {
                    format!("constant {entry}* {member}; // descriptor table{register}…")
                }
                EntryKind::Inline { count: 1, .. } => format!("{entry} {member}; //{register}"),
                EntryKind::Inline { count, .. } => format!("{entry} {member}[{count}]; //{register}"),
                EntryKind::StaticSampler { .. } => {
                    format!("ulong {member}; // static sampler{register}: its state is in the shader")
                }
            };
            self.line_fmt(format_args!("    {decl}"));
        }
        self.line("};");
        if self.plan.input.options.readable {
            return;
        }
        self.line("#ifdef FERROMETAL_CHECK_LAYOUT");
        self.line_fmt(format_args!("static_assert(sizeof({top}) == {}, \"{top}: size\");", msc.size));
        for (e, member) in msc.entries.iter().zip(&names.members) {
            self.line_fmt(format_args!(
                "static_assert(__builtin_offsetof({top}, {member}) == {}, \"{top}::{member}: offset\");",
                e.offset
            ));
        }
        self.line("#endif");
    }

    /// The top-level argument buffer's parameter, when the entry point reads it.
    pub fn msc_params(&self, params: &mut Vec<String>) {
        let Some((_, names)) = self.msc_plan() else { return };
        if self.msc_top_level_used() {
            params.push(format!(
                "constant {}& {} [[buffer({})]]",
                names.top_level,
                names.param,
                crate::msl::bind::msc::TOP_LEVEL_INDEX
            ));
        }
    }

    /// The descriptor entry `k` of top-level entry `e`, as an lvalue.
    fn msc_entry(&self, msc: &Msc, names: &MscNames, e: usize, k: u32) -> String {
        let member = names.members.get(e).map_or("", String::as_str);
        let param = &names.param;
        match msc.entries.get(e).map(|t| &t.kind) {
            Some(EntryKind::Inline { count: 1, .. }) => format!("{param}.{member}"),
            _ => format!("{param}.{member}[{k}]"),
        }
    }

    /// Each resource the entry point uses, under the name the body reads.
    pub fn msc_locals(&mut self) {
        let Some((msc, names)) = self.msc_plan() else { return };
        let module = self.module();
        for &g in &self.entry.globals {
            let Some(&(e, k)) = msc.bound.get(&g) else { continue };
            let Some(top) = msc.entries.get(e) else { continue };
            let var = &module.global_variables[g];
            let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
            let outer = self.enter_span(module.global_variables.get_span(g));
            if let Some(s) = self.msc_static(g) {
                let args = static_sampler_args(s);
                self.line_fmt(format_args!("constexpr sampler {name}({args});"));
                self.restore_span(outer);
                continue;
            }
            let member = names.members.get(e).map_or("", String::as_str);
            if var.space != AddressSpace::Handle {
                let address = match top.kind {
                    EntryKind::Address => format!("{}.{member}", names.param),
                    EntryKind::Constants { .. } => format!("{}.{member}", names.param),
                    _ => format!("{}.gpuVA", self.msc_entry(msc, names, e, k)),
                };
                let r = self.global_ref_type(g);
                match r.strip_suffix('&') {
                    Some(base) => self.line_fmt(format_args!("{r} {name} = *reinterpret_cast<{base}*>({address});")),
                    None => self.line_fmt(format_args!("{r} {name} = reinterpret_cast<{r}>({address});")),
                }
                self.restore_span(outer);
                continue;
            }
            let ty = self.ty(var.ty);
            match module.types[var.ty].inner {
                TypeInner::BindingArray { base, size: ArraySize::Constant(n) } => {
                    let elem = self.ty(base);
                    let sampler = matches!(module.types[base].inner, TypeInner::Sampler { .. });
                    let items: Vec<String> = (0..n.get())
                        .map(|i| {
                            let entry = self.msc_entry(msc, names, e, k.saturating_add(i));
                            if sampler {
                                format!("as_type<sampler>({entry}.gpuVA)")
                            } else {
                                format!("as_type<{elem}>({entry}.textureViewID)")
                            }
                        })
                        .collect();
                    self.line_fmt(format_args!("{ty} {name} = {{{}}};", items.join(", ")));
                }
                TypeInner::BindingArray { .. } => {
                    let entry = self.msc_entry(msc, names, e, k);
                    self.line_fmt(format_args!("{ty} {name} = {{&{entry}}};"));
                }
                TypeInner::Sampler { .. } => {
                    let entry = self.msc_entry(msc, names, e, k);
                    self.line_fmt(format_args!("{ty} {name} = as_type<sampler>({entry}.gpuVA);"));
                }
                _ => {
                    let entry = self.msc_entry(msc, names, e, k);
                    self.line_fmt(format_args!("{ty} {name} = as_type<{ty}>({entry}.textureViewID);"));
                }
            }
            self.restore_span(outer);
        }
    }

    /// The type a heap stand-in is received as under `msc`: its entries.
    pub fn msc_heap_type(&self) -> Option<String> {
        let (_, names) = self.msc_plan()?;
        Some(format!("constant {}*", names.entry))
    }
}

/// A static sampler's state as `constexpr sampler` arguments (preflight
/// refuses what Metal's sampler cannot hold).
pub fn static_sampler_args(s: &StaticSampler) -> String {
    let mut args = Vec::new();
    let f = s.filter.as_str();
    let point = |part: &str| f.contains(&format!("{part}_POINT")) || f == "FILTER_MIN_MAG_MIP_POINT";
    let anisotropic = f.contains("ANISOTROPIC");
    let (min, mag, mip) = if anisotropic {
        (false, false, false)
    } else if let Some(rest) = f
        .strip_prefix("FILTER_")
        .map(|r| r.trim_start_matches("COMPARISON_").trim_start_matches("MINIMUM_").trim_start_matches("MAXIMUM_"))
    {
        match rest {
            "MIN_MAG_MIP_POINT" => (true, true, true),
            "MIN_MAG_MIP_LINEAR" => (false, false, false),
            "MIN_MAG_POINT_MIP_LINEAR" => (true, true, false),
            "MIN_POINT_MAG_LINEAR_MIP_POINT" => (true, false, true),
            "MIN_POINT_MAG_MIP_LINEAR" => (true, false, false),
            "MIN_LINEAR_MAG_MIP_POINT" => (false, true, true),
            "MIN_LINEAR_MAG_POINT_MIP_LINEAR" => (false, true, false),
            "MIN_MAG_LINEAR_MIP_POINT" => (false, false, true),
            _ => (point("MIN"), point("MAG"), point("MIP")),
        }
    } else {
        (false, false, false)
    };
    let word = |p: bool| if p { "nearest" } else { "linear" };
    args.push(format!("min_filter::{}", word(min)));
    args.push(format!("mag_filter::{}", word(mag)));
    args.push(format!("mip_filter::{}", word(mip)));
    for (axis, a) in ["s", "t", "r"].iter().zip(&s.address) {
        args.push(format!("{axis}_address::{}", address_word(a)));
    }
    if anisotropic {
        args.push(format!("max_anisotropy({})", s.max_anisotropy.clamp(1, 16)));
    }
    if f.contains("COMPARISON") {
        args.push(format!("compare_func::{}", compare_word(&s.comparison)));
    }
    if s.address.iter().any(|a| a == "TEXTURE_ADDRESS_BORDER") {
        let color = match s.border.as_str() {
            "STATIC_BORDER_COLOR_TRANSPARENT_BLACK" => "transparent_black",
            "STATIC_BORDER_COLOR_OPAQUE_BLACK" => "opaque_black",
            _ => "opaque_white",
        };
        args.push(format!("border_color::{color}"));
    }
    if s.min_lod != 0.0 || s.max_lod < f64::from(f32::MAX) {
        args.push(format!("lod_clamp({:?}f, {:?}f)", s.min_lod as f32, s.max_lod.min(f64::from(f32::MAX)) as f32));
    }
    args.join(", ")
}

fn address_word(a: &str) -> &'static str {
    match a {
        "TEXTURE_ADDRESS_MIRROR" => "mirrored_repeat",
        "TEXTURE_ADDRESS_CLAMP" => "clamp_to_edge",
        "TEXTURE_ADDRESS_BORDER" => "clamp_to_border",
        _ => "repeat",
    }
}

fn compare_word(c: &str) -> &'static str {
    match c {
        "COMPARISON_NEVER" => "never",
        "COMPARISON_LESS" => "less",
        "COMPARISON_EQUAL" => "equal",
        "COMPARISON_GREATER" => "greater",
        "COMPARISON_NOT_EQUAL" => "not_equal",
        "COMPARISON_GREATER_EQUAL" => "greater_equal",
        "COMPARISON_ALWAYS" => "always",
        _ => "less_equal",
    }
}
