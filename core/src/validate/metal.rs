//! The [`Gpu`] on Apple's Metal framework (macOS, `validate` feature).
//!
//! Metal API validation and shader validation are switched on by
//! environment variables the framework reads when it loads, so `main`
//! re-runs the current command in a child process with `MTL_DEBUG_LAYER=1`
//! and `MTL_SHADER_VALIDATION=1`, forwards its output, and fails the whole
//! run if the child's stderr carries a validation report or the child was
//! stopped by one (the debug layer aborts on a failed assertion).
//!
//! Every `unsafe` block below is a Metal call whose pointer arguments point
//! into a live Rust slice of the stated length.

use super::{ComputeJob, Gpu, RenderJob, language_version, run_all, validation_messages, vertex_format_raw};
use crate::Translation;
use crate::cases::{self, SpecValue};
use crate::options::{Options, Stage};
use objc2::rc::Retained;
use objc2::runtime::ProtocolObject;
use objc2_foundation::{NSError, NSString};
use objc2_metal::{
    MTLBlitCommandEncoder, MTLBuffer, MTLClearColor, MTLCommandBuffer, MTLCommandBufferDescriptor,
    MTLCommandBufferErrorOption, MTLCommandBufferStatus, MTLCommandEncoder, MTLCommandQueue, MTLCompileOptions,
    MTLComputeCommandEncoder, MTLComputePipelineState, MTLCopyAllDevices, MTLCreateSystemDefaultDevice, MTLDataType,
    MTLDevice, MTLFunction, MTLFunctionConstantValues, MTLLanguageVersion, MTLLibrary, MTLLoadAction, MTLOrigin,
    MTLPixelFormat, MTLPrimitiveType, MTLRenderCommandEncoder, MTLRenderPassDescriptor, MTLRenderPipelineDescriptor,
    MTLResourceOptions, MTLSize, MTLStorageMode, MTLStoreAction, MTLTextureDescriptor, MTLTextureUsage,
    MTLVertexDescriptor, MTLVertexFormat, MTLViewport,
};
use std::ffi::c_void;
use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::ptr::NonNull;

/// Set in the child so it does not re-run itself.
const CHILD_MARK: &str = "FERROMETAL_VALIDATE_CHILD";

// `MTLCreateSystemDefaultDevice` finds no device in a process that does not
// link CoreGraphics (a command-line tool, unlike an app, does not).
#[link(name = "CoreGraphics", kind = "framework")]
unsafe extern "C" {}

type Device = ProtocolObject<dyn MTLDevice>;
type Buffer = Retained<ProtocolObject<dyn MTLBuffer>>;

pub fn main(input: &str, t: &Translation, options: &Options, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    // Standard input was read already, so a shader from stdin runs here,
    // with whatever validation the environment asks for.
    if std::env::var_os(CHILD_MARK).is_none() && input != "-" {
        return relaunch(stdout, stderr);
    }
    let Some(device) = MTLCreateSystemDefaultDevice().or_else(|| MTLCopyAllDevices().firstObject()) else {
        let _ = writeln!(stderr, "error: --validate: no Metal device");
        return 2;
    };
    let Some(queue) = device.newCommandQueue() else {
        let _ = writeln!(stderr, "error: --validate: cannot create a command queue");
        return 2;
    };
    let mut gpu = MetalGpu { device, queue, version: language_version(options.msl_version) };
    match run_all(&mut gpu, Path::new(input), t, options) {
        Ok(rows) => {
            let _ = stdout.write_all(cases::render_table(&rows).as_bytes());
            i32::from(!rows.iter().all(cases::CaseReport::passed))
        }
        Err(e) => {
            let _ = writeln!(stderr, "error: --validate: {e}");
            2
        }
    }
}

/// Run this command again with Metal's validation layers on, and judge its stderr.
fn relaunch(stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let exe = match std::env::current_exe() {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "error: --validate: cannot find the executable: {e}");
            return 2;
        }
    };
    let output = Command::new(exe)
        .args(std::env::args_os().skip(1))
        .env("MTL_DEBUG_LAYER", "1")
        .env("MTL_SHADER_VALIDATION", "1")
        .env(CHILD_MARK, "1")
        .output();
    let output = match output {
        Ok(o) => o,
        Err(e) => {
            let _ = writeln!(stderr, "error: --validate: cannot run the validation process: {e}");
            return 2;
        }
    };
    let _ = stdout.write_all(&output.stdout);
    let _ = stderr.write_all(&output.stderr);
    let messages = validation_messages(&String::from_utf8_lossy(&output.stderr));
    match output.status.code() {
        Some(code) if messages.is_empty() => code,
        Some(code) => {
            let _ = writeln!(stderr, "error: {} Metal validation message(s); the run fails", messages.len());
            code.max(1)
        }
        None => {
            let _ = writeln!(stderr, "error: the run was stopped by a signal (a failed Metal validation assertion?)");
            1
        }
    }
}

struct MetalGpu {
    device: Retained<Device>,
    queue: Retained<ProtocolObject<dyn MTLCommandQueue>>,
    version: usize,
}

fn describe(e: &NSError) -> String {
    e.localizedDescription().to_string()
}

impl MetalGpu {
    fn function(
        &self,
        msl: &str,
        name: &str,
        spec: &[SpecValue],
    ) -> Result<Retained<ProtocolObject<dyn MTLFunction>>, String> {
        let options = MTLCompileOptions::new();
        options.setLanguageVersion(MTLLanguageVersion(self.version));
        let library = self
            .device
            .newLibraryWithSource_options_error(&NSString::from_str(msl), Some(&options))
            .map_err(|e| describe(&e))?;
        let values = MTLFunctionConstantValues::new();
        for s in spec {
            let Some(ptr) = NonNull::new(s.bytes.as_ptr() as *mut c_void) else { continue };
            // SAFETY: `ptr` points at `s.bytes`, which holds one value of the type named.
            unsafe {
                values.setConstantValue_type_atIndex(ptr, MTLDataType(s.mtl_data_type as usize), s.index as usize)
            };
        }
        library.newFunctionWithName_constantValues_error(&NSString::from_str(name), &values).map_err(|e| describe(&e))
    }

    fn pipeline(
        &self,
        msl: &str,
        name: &str,
        spec: &[SpecValue],
    ) -> Result<Retained<ProtocolObject<dyn MTLComputePipelineState>>, String> {
        let f = self.function(msl, name, spec)?;
        self.device.newComputePipelineStateWithFunction_error(&f).map_err(|e| describe(&e))
    }

    fn buffer(&self, bytes: &[u8]) -> Result<Buffer, String> {
        let len = bytes.len().max(16);
        let mut padded = bytes.to_vec();
        padded.resize(len, 0);
        let ptr = NonNull::new(padded.as_mut_ptr() as *mut c_void).ok_or("null buffer")?;
        // SAFETY: `ptr` points at `len` initialised bytes; Metal copies them.
        unsafe { self.device.newBufferWithBytes_length_options(ptr, len, MTLResourceOptions::StorageModeShared) }
            .ok_or_else(|| format!("cannot allocate a buffer of {len} bytes"))
    }

    fn command_buffer(&self) -> Result<Retained<ProtocolObject<dyn MTLCommandBuffer>>, String> {
        let desc = MTLCommandBufferDescriptor::new();
        desc.setErrorOptions(MTLCommandBufferErrorOption::EncoderExecutionStatus);
        self.queue.commandBufferWithDescriptor(&desc).ok_or_else(|| "cannot create a command buffer".to_string())
    }
}

fn read(buffer: &Buffer, len: usize) -> Vec<u8> {
    let n = len.min(buffer.length());
    // SAFETY: a shared buffer's contents are `length()` readable bytes once the GPU is done.
    unsafe { std::slice::from_raw_parts(buffer.contents().as_ptr() as *const u8, n) }.to_vec()
}

fn finish(cb: &ProtocolObject<dyn MTLCommandBuffer>) -> Result<(), String> {
    cb.commit();
    cb.waitUntilCompleted();
    if cb.status() == MTLCommandBufferStatus::Error {
        return Err(cb.error().map_or_else(|| "the command buffer failed".to_string(), |e| describe(&e)));
    }
    Ok(())
}

impl Gpu for MetalGpu {
    fn compile(&mut self, msl: &str, function: &str, stage: Stage, spec: &[SpecValue]) -> Result<String, String> {
        match stage {
            Stage::Compute | Stage::Hull => self.pipeline(msl, function, spec).map(|_| String::new()),
            // Mesh and object functions, like vertex and fragment ones, are
            // checked by compiling the function; a render pipeline needs a pair.
            Stage::Vertex | Stage::Fragment | Stage::Domain | Stage::Mesh | Stage::Amplification | Stage::Geometry => {
                self.function(msl, function, spec).map(|_| String::new())
            }
        }
    }

    fn dispatch(&mut self, job: &ComputeJob) -> Result<Vec<Vec<u8>>, String> {
        let pipeline = self.pipeline(job.msl, job.function, job.spec)?;
        let buffers = job.buffers.iter().map(|b| self.buffer(&b.bytes)).collect::<Result<Vec<_>, _>>()?;
        let cb = self.command_buffer()?;
        let enc = cb.computeCommandEncoder().ok_or("cannot create a compute encoder")?;
        enc.setComputePipelineState(&pipeline);
        for (b, mtl) in job.buffers.iter().zip(&buffers) {
            if b.push_constants {
                let ptr = NonNull::new(b.bytes.as_ptr() as *mut c_void).ok_or("null bytes")?;
                // SAFETY: `ptr` points at `b.bytes`; Metal copies them.
                unsafe { enc.setBytes_length_atIndex(ptr, b.bytes.len(), b.slot as usize) };
            } else {
                // SAFETY: the buffer outlives the command buffer (waited on below).
                unsafe { enc.setBuffer_offset_atIndex(Some(mtl), 0, b.slot as usize) };
            }
        }
        let size = |v: [u32; 3]| MTLSize { width: v[0] as usize, height: v[1] as usize, depth: v[2] as usize };
        enc.dispatchThreadgroups_threadsPerThreadgroup(size(job.groups), size(job.threads_per_group));
        enc.endEncoding();
        finish(&cb)?;
        Ok(job.buffers.iter().zip(&buffers).map(|(b, m)| read(m, b.bytes.len())).collect())
    }

    fn render(&mut self, job: &RenderJob) -> Result<Vec<u8>, String> {
        let vs = self.function(job.vertex_msl, job.vertex_function, job.spec)?;
        let fs = self.function(job.fragment_msl, job.fragment_function, job.spec)?;
        let vd = MTLVertexDescriptor::new();
        for a in job.attributes {
            let format = vertex_format_raw(&a.format).ok_or_else(|| format!("unknown vertex format `{}`", a.format))?;
            // SAFETY: indices are attribute locations and a buffer index, both below Metal's limits (31).
            unsafe {
                let attr = vd.attributes().objectAtIndexedSubscript(a.location as usize);
                attr.setFormat(MTLVertexFormat(format));
                attr.setOffset(a.offset as usize);
                attr.setBufferIndex(job.vertex_buffer_index as usize);
            }
        }
        // SAFETY: as above.
        unsafe {
            vd.layouts().objectAtIndexedSubscript(job.vertex_buffer_index as usize).setStride(job.stride as usize)
        };
        let desc = MTLRenderPipelineDescriptor::new();
        desc.setVertexFunction(Some(&vs));
        desc.setFragmentFunction(Some(&fs));
        desc.setVertexDescriptor(Some(&vd));
        // SAFETY: colour attachment 0 always exists.
        unsafe { desc.colorAttachments().objectAtIndexedSubscript(0).setPixelFormat(MTLPixelFormat::RGBA32Float) };
        let pipeline = self.device.newRenderPipelineStateWithDescriptor_error(&desc).map_err(|e| describe(&e))?;

        let [w, h] = job.size.map(|x| x as usize);
        // SAFETY: a plain 2D texture descriptor.
        let td = unsafe {
            MTLTextureDescriptor::texture2DDescriptorWithPixelFormat_width_height_mipmapped(
                MTLPixelFormat::RGBA32Float,
                w,
                h,
                false,
            )
        };
        td.setUsage(MTLTextureUsage::RenderTarget);
        td.setStorageMode(MTLStorageMode::Private);
        let target = self.device.newTextureWithDescriptor(&td).ok_or("cannot create the render target")?;
        let pass = MTLRenderPassDescriptor::renderPassDescriptor();
        // SAFETY: colour attachment 0 always exists.
        let color = unsafe { pass.colorAttachments().objectAtIndexedSubscript(0) };
        color.setTexture(Some(&target));
        color.setLoadAction(MTLLoadAction::Clear);
        color.setStoreAction(MTLStoreAction::Store);
        let [r, g, b, a] = job.clear;
        color.setClearColor(MTLClearColor { red: r, green: g, blue: b, alpha: a });

        let vertices = self.buffer(&job.vertices)?;
        let buffers = job.buffers.iter().map(|b| self.buffer(&b.bytes)).collect::<Result<Vec<_>, _>>()?;
        let readback_len = w * h * 16;
        let readback = self
            .device
            .newBufferWithLength_options(readback_len, MTLResourceOptions::StorageModeShared)
            .ok_or("cannot allocate the read-back buffer")?;
        let cb = self.command_buffer()?;
        let enc = cb.renderCommandEncoderWithDescriptor(&pass).ok_or("cannot create a render encoder")?;
        enc.setRenderPipelineState(&pipeline);
        enc.setViewport(MTLViewport {
            originX: 0.0,
            originY: 0.0,
            width: w as f64,
            height: h as f64,
            znear: 0.0,
            zfar: 1.0,
        });
        // SAFETY: every buffer outlives the command buffer (waited on below).
        unsafe {
            enc.setVertexBuffer_offset_atIndex(Some(&vertices), 0, job.vertex_buffer_index as usize);
            for (b, mtl) in job.buffers.iter().zip(&buffers) {
                enc.setVertexBuffer_offset_atIndex(Some(mtl), 0, b.slot as usize);
                enc.setFragmentBuffer_offset_atIndex(Some(mtl), 0, b.slot as usize);
            }
            enc.drawPrimitives_vertexStart_vertexCount(MTLPrimitiveType::Triangle, 0, job.vertex_count as usize);
        }
        enc.endEncoding();
        let blit = cb.blitCommandEncoder().ok_or("cannot create a blit encoder")?;
        // SAFETY: the copy covers exactly the texture and fits the read-back buffer.
        unsafe {
            blit.copyFromTexture_sourceSlice_sourceLevel_sourceOrigin_sourceSize_toBuffer_destinationOffset_destinationBytesPerRow_destinationBytesPerImage(
                &target,
                0,
                0,
                MTLOrigin { x: 0, y: 0, z: 0 },
                MTLSize { width: w, height: h, depth: 1 },
                &readback,
                0,
                w * 16,
                readback_len,
            );
        }
        blit.endEncoding();
        finish(&cb)?;
        Ok(read(&readback, readback_len))
    }
}
