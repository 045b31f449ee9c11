//! The reference runner: dispatch a SPIR-V compute shader on a Vulkan device
//! (lavapipe, Mesa's CPU driver, in practice) and read every buffer back.
//!
//! Only used to (re)generate golden files; an ordinary test run never loads
//! Vulkan. The loader is opened at run time (`ash::Entry::load`), so building
//! this crate needs no Vulkan SDK.

use ash::vk;
use ferrometal::cases::{SamplerSpec, TextureDim, TextureFormat, TextureSpec};
use std::ffi::CString;

/// One buffer binding of the reference dispatch.
#[derive(Clone, Debug)]
pub struct VkBinding {
    pub set: u32,
    pub binding: u32,
    /// Uniform (constant) buffer rather than storage buffer.
    pub uniform: bool,
    /// Initial contents; read back into the same vector after the dispatch.
    pub bytes: Vec<u8>,
}

/// What an image binding is to the shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageUse {
    Sampled,
    Storage,
    /// Image and sampler in one descriptor (GLSL `sampler2D`).
    Combined,
}

/// One image binding of the reference dispatch.
#[derive(Clone, Debug)]
pub struct VkImage {
    pub set: u32,
    pub binding: u32,
    pub usage: ImageUse,
    pub spec: ferrometal::cases::TextureSpec,
    /// Initial texels (the case's storage order); read back after the dispatch.
    pub bytes: Vec<u8>,
}

/// One sampler binding (or the sampler of a combined image).
#[derive(Clone, Debug)]
pub struct VkSamplerBinding {
    pub set: u32,
    pub binding: u32,
    pub spec: ferrometal::cases::SamplerSpec,
}

/// Everything one reference dispatch needs.
#[derive(Clone, Debug)]
pub struct VkJob<'a> {
    pub spirv: &'a [u32],
    pub entry: &'a str,
    pub groups: [u32; 3],
    pub bindings: Vec<VkBinding>,
    /// Push-constant bytes (empty when the shader has none).
    pub push_constants: Vec<u8>,
    /// Specialization constants as `(constant_id, 4-byte value)`.
    pub spec: Vec<(u32, [u8; 4])>,
    pub images: Vec<VkImage>,
    pub samplers: Vec<VkSamplerBinding>,
}

/// A Vulkan instance and device with one compute queue, reused across jobs.
pub struct Runner {
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    queue: vk::Queue,
    queue_family: u32,
    memory: vk::PhysicalDeviceMemoryProperties,
    /// Name of the physical device (e.g. `llvmpipe (LLVM 19.1.7, 256 bits)`).
    pub device_name: String,
    /// Subgroup width the device reports.
    pub subgroup_size: u32,
}

type VkResult<T> = Result<T, String>;

fn err(what: &str) -> impl Fn(vk::Result) -> String + '_ {
    move |e| format!("{what}: {e}")
}

impl Runner {
    /// Open the Vulkan loader and pick the first device with a compute queue,
    /// preferring a CPU device.
    pub fn new() -> VkResult<Runner> {
        // SAFETY: loading the system Vulkan loader; failure is reported, not assumed.
        let entry = unsafe { ash::Entry::load() }.map_err(|e| format!("cannot load Vulkan: {e}"))?;
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: valid create info; the instance is destroyed in Drop.
        let instance = unsafe { entry.create_instance(&info, None) }.map_err(err("vkCreateInstance"))?;
        let result = Self::with_instance(entry.clone(), instance.clone());
        if result.is_err() {
            // SAFETY: nothing else owns the instance yet.
            unsafe { instance.destroy_instance(None) };
        }
        result
    }

    fn with_instance(entry: ash::Entry, instance: ash::Instance) -> VkResult<Runner> {
        // SAFETY: the instance is valid for the calls below.
        let devices = unsafe { instance.enumerate_physical_devices() }.map_err(err("enumerate devices"))?;
        let mut picked = None;
        for pd in devices {
            // SAFETY: pd comes from this instance.
            let props = unsafe { instance.get_physical_device_properties(pd) };
            let families = unsafe { instance.get_physical_device_queue_family_properties(pd) };
            let Some(qf) = families.iter().position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE)) else {
                continue;
            };
            let cpu = props.device_type == vk::PhysicalDeviceType::CPU;
            if picked.is_none() || cpu {
                picked = Some((pd, qf as u32, props));
            }
        }
        let (pd, queue_family, props) = picked.ok_or("no Vulkan device with a compute queue")?;
        let device_name = props.device_name_as_c_str().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let mut subgroup = vk::PhysicalDeviceSubgroupProperties::default();
        let mut props2 = vk::PhysicalDeviceProperties2::default().push_next(&mut subgroup);
        // SAFETY: pd is valid; the chain lives on this stack frame.
        unsafe { instance.get_physical_device_properties2(pd, &mut props2) };
        let subgroup_size = subgroup.subgroup_size;
        let priorities = [1.0f32];
        let queues =
            [vk::DeviceQueueCreateInfo::default().queue_family_index(queue_family).queue_priorities(&priorities)];
        let mut f11 = vk::PhysicalDeviceVulkan11Features::default().storage_buffer16_bit_access(true);
        let mut f12 = vk::PhysicalDeviceVulkan12Features::default().shader_float16(true).shader_int8(true);
        // Image features only where the device has them (a shader needing
        // a missing one fails at pipeline creation, with its own message).
        // SAFETY: pd is valid.
        let has = unsafe { instance.get_physical_device_features(pd) };
        let features = vk::PhysicalDeviceFeatures::default()
            .shader_int16(true)
            .shader_int64(true)
            .image_cube_array(has.image_cube_array == vk::TRUE)
            .shader_storage_image_read_without_format(has.shader_storage_image_read_without_format == vk::TRUE)
            .shader_storage_image_write_without_format(has.shader_storage_image_write_without_format == vk::TRUE);
        let info = vk::DeviceCreateInfo::default()
            .queue_create_infos(&queues)
            .enabled_features(&features)
            .push_next(&mut f11)
            .push_next(&mut f12);
        // SAFETY: valid physical device and create info.
        let device = unsafe { instance.create_device(pd, &info, None) }.map_err(err("vkCreateDevice"))?;
        // SAFETY: the queue family was requested above.
        let queue = unsafe { device.get_device_queue(queue_family, 0) };
        let memory = unsafe { instance.get_physical_device_memory_properties(pd) };
        Ok(Runner { _entry: entry, instance, device, queue, queue_family, memory, device_name, subgroup_size })
    }

    fn memory_type(&self, bits: u32) -> VkResult<u32> {
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        (0..self.memory.memory_type_count)
            .find(|&i| {
                bits & (1 << i) != 0
                    && self.memory.memory_types.get(i as usize).is_some_and(|t| t.property_flags.contains(want))
            })
            .ok_or_else(|| "no host-visible coherent memory".to_string())
    }

    /// Run one job; on success every binding's `bytes` holds the buffer's
    /// contents after the dispatch.
    pub fn run(&self, job: &mut VkJob) -> VkResult<()> {
        let mut owned = Owned::default();
        let result = self.run_inner(job, &mut owned);
        owned.destroy(&self.device);
        result
    }

    fn run_inner(&self, job: &mut VkJob, o: &mut Owned) -> VkResult<()> {
        let d = &self.device;
        // SAFETY (whole function): every handle is created from `d`, recorded in
        // `o` for destruction, and used only while alive; host pointers are
        // mapped ranges of exactly the buffer sizes.
        unsafe {
            let max_set = (job.bindings.iter().map(|b| b.set))
                .chain(job.images.iter().map(|i| i.set))
                .chain(job.samplers.iter().map(|s| s.set))
                .max()
                .unwrap_or(0);
            for set in 0..=max_set {
                let entry = |binding: u32, ty: vk::DescriptorType| {
                    vk::DescriptorSetLayoutBinding::default()
                        .binding(binding)
                        .descriptor_type(ty)
                        .descriptor_count(1)
                        .stage_flags(vk::ShaderStageFlags::COMPUTE)
                };
                let entries: Vec<_> = (job.bindings.iter().filter(|b| b.set == set))
                    .map(|b| entry(b.binding, descriptor_type(b)))
                    .chain(job.images.iter().filter(|i| i.set == set).map(|i| entry(i.binding, image_type(i.usage))))
                    .chain(
                        (job.samplers.iter().filter(|s| s.set == set))
                            .filter(|s| !job.images.iter().any(|i| i.set == s.set && i.binding == s.binding))
                            .map(|s| entry(s.binding, vk::DescriptorType::SAMPLER)),
                    )
                    .collect();
                let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&entries);
                o.set_layouts.push(d.create_descriptor_set_layout(&info, None).map_err(err("set layout"))?);
            }
            let ranges = [vk::PushConstantRange::default()
                .stage_flags(vk::ShaderStageFlags::COMPUTE)
                .size(job.push_constants.len() as u32)];
            let mut layout_info = vk::PipelineLayoutCreateInfo::default().set_layouts(&o.set_layouts);
            if !job.push_constants.is_empty() {
                layout_info = layout_info.push_constant_ranges(&ranges);
            }
            o.layout = d.create_pipeline_layout(&layout_info, None).map_err(err("pipeline layout"))?;
            let module_info = vk::ShaderModuleCreateInfo::default().code(job.spirv);
            o.module = d.create_shader_module(&module_info, None).map_err(err("shader module"))?;
            let map: Vec<_> = (job.spec.iter().enumerate())
                .map(|(i, s)| vk::SpecializationMapEntry { constant_id: s.0, offset: 4 * i as u32, size: 4 })
                .collect();
            let data: Vec<u8> = job.spec.iter().flat_map(|s| s.1).collect();
            let spec = vk::SpecializationInfo::default().map_entries(&map).data(&data);
            let name = CString::new(job.entry).map_err(|_| "entry name has a NUL")?;
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(o.module)
                .name(&name)
                .specialization_info(&spec);
            let info = [vk::ComputePipelineCreateInfo::default().stage(stage).layout(o.layout)];
            let pipelines = d
                .create_compute_pipelines(vk::PipelineCache::null(), &info, None)
                .map_err(|(_, e)| format!("compute pipeline: {e}"))?;
            o.pipeline = pipelines.first().copied().ok_or("no pipeline created")?;
            self.make_buffers(job, o)?;
            self.make_images(job, o)?;
            let sizes = [
                vk::DescriptorPoolSize { ty: vk::DescriptorType::STORAGE_BUFFER, descriptor_count: 64 },
                vk::DescriptorPoolSize { ty: vk::DescriptorType::UNIFORM_BUFFER, descriptor_count: 64 },
                vk::DescriptorPoolSize { ty: vk::DescriptorType::SAMPLED_IMAGE, descriptor_count: 64 },
                vk::DescriptorPoolSize { ty: vk::DescriptorType::STORAGE_IMAGE, descriptor_count: 64 },
                vk::DescriptorPoolSize { ty: vk::DescriptorType::COMBINED_IMAGE_SAMPLER, descriptor_count: 64 },
                vk::DescriptorPoolSize { ty: vk::DescriptorType::SAMPLER, descriptor_count: 64 },
            ];
            let pool_info = vk::DescriptorPoolCreateInfo::default().max_sets(max_set + 1).pool_sizes(&sizes);
            o.pool = d.create_descriptor_pool(&pool_info, None).map_err(err("descriptor pool"))?;
            let alloc = vk::DescriptorSetAllocateInfo::default().descriptor_pool(o.pool).set_layouts(&o.set_layouts);
            let sets = d.allocate_descriptor_sets(&alloc).map_err(err("descriptor sets"))?;
            for (b, (buf, _, _)) in job.bindings.iter().zip(&o.buffers) {
                let info = [vk::DescriptorBufferInfo { buffer: *buf, offset: 0, range: vk::WHOLE_SIZE }];
                let write = vk::WriteDescriptorSet::default()
                    .dst_set(sets.get(b.set as usize).copied().ok_or("descriptor set missing")?)
                    .dst_binding(b.binding)
                    .descriptor_type(descriptor_type(b))
                    .buffer_info(&info);
                d.update_descriptor_sets(&[write], &[]);
            }
            let set_of = |set: u32| sets.get(set as usize).copied().ok_or("descriptor set missing");
            for (i, img) in job.images.iter().enumerate() {
                let (_, _, view) = o.images.get(i).copied().ok_or("image missing")?;
                let sampler = match img.usage {
                    ImageUse::Combined => {
                        let k = (job.samplers.iter().position(|s| s.set == img.set && s.binding == img.binding))
                            .ok_or("a combined image has no sampler")?;
                        o.samplers.get(k).copied().ok_or("sampler missing")?
                    }
                    _ => vk::Sampler::null(),
                };
                let layout = vk::ImageLayout::GENERAL;
                let info = [vk::DescriptorImageInfo { sampler, image_view: view, image_layout: layout }];
                let write = vk::WriteDescriptorSet::default()
                    .dst_set(set_of(img.set)?)
                    .dst_binding(img.binding)
                    .descriptor_type(image_type(img.usage))
                    .image_info(&info);
                d.update_descriptor_sets(&[write], &[]);
            }
            for (k, s) in job.samplers.iter().enumerate() {
                if job.images.iter().any(|i| i.set == s.set && i.binding == s.binding) {
                    continue;
                }
                let sampler = o.samplers.get(k).copied().ok_or("sampler missing")?;
                let info = [vk::DescriptorImageInfo {
                    sampler,
                    image_view: vk::ImageView::null(),
                    image_layout: vk::ImageLayout::UNDEFINED,
                }];
                let write = vk::WriteDescriptorSet::default()
                    .dst_set(set_of(s.set)?)
                    .dst_binding(s.binding)
                    .descriptor_type(vk::DescriptorType::SAMPLER)
                    .image_info(&info);
                d.update_descriptor_sets(&[write], &[]);
            }
            let pool_info = vk::CommandPoolCreateInfo::default().queue_family_index(self.queue_family);
            o.command_pool = d.create_command_pool(&pool_info, None).map_err(err("command pool"))?;
            let alloc = vk::CommandBufferAllocateInfo::default().command_pool(o.command_pool).command_buffer_count(1);
            let cbs = d.allocate_command_buffers(&alloc).map_err(err("command buffer"))?;
            let cb = cbs.first().copied().ok_or("no command buffer")?;
            d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default()).map_err(err("begin"))?;
            self.record_uploads(cb, job, o);
            d.cmd_bind_pipeline(cb, vk::PipelineBindPoint::COMPUTE, o.pipeline);
            d.cmd_bind_descriptor_sets(cb, vk::PipelineBindPoint::COMPUTE, o.layout, 0, &sets, &[]);
            if !job.push_constants.is_empty() {
                d.cmd_push_constants(cb, o.layout, vk::ShaderStageFlags::COMPUTE, 0, &job.push_constants);
            }
            d.cmd_dispatch(cb, job.groups[0], job.groups[1], job.groups[2]);
            self.record_readbacks(cb, job, o);
            let barrier = vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ);
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[barrier],
                &[],
                &[],
            );
            d.end_command_buffer(cb).map_err(err("end"))?;
            o.fence = d.create_fence(&vk::FenceCreateInfo::default(), None).map_err(err("fence"))?;
            let submit = [vk::SubmitInfo::default().command_buffers(&cbs)];
            d.queue_submit(self.queue, &submit, o.fence).map_err(err("submit"))?;
            d.wait_for_fences(&[o.fence], true, u64::MAX).map_err(err("wait"))?;
            for (b, (_, _, ptr)) in job.bindings.iter_mut().zip(&o.buffers) {
                std::ptr::copy_nonoverlapping(*ptr as *const u8, b.bytes.as_mut_ptr(), b.bytes.len());
            }
            for (img, (_, _, ptr)) in job.images.iter_mut().zip(&o.staging) {
                std::ptr::copy_nonoverlapping(*ptr as *const u8, img.bytes.as_mut_ptr(), img.bytes.len());
            }
        }
        Ok(())
    }

    /// Create, bind, map and fill one host-visible buffer per binding.
    unsafe fn make_buffers(&self, job: &VkJob, o: &mut Owned) -> VkResult<()> {
        let d = &self.device;
        for b in &job.bindings {
            let usage =
                if b.uniform { vk::BufferUsageFlags::UNIFORM_BUFFER } else { vk::BufferUsageFlags::STORAGE_BUFFER };
            // Vulkan forbids zero-sized buffers; pad to a multiple of 16 bytes.
            let size = (b.bytes.len().max(16) as u64).next_multiple_of(16);
            let info = vk::BufferCreateInfo::default().size(size).usage(usage);
            // SAFETY: see run_inner.
            unsafe {
                let buf = d.create_buffer(&info, None).map_err(err("buffer"))?;
                let req = d.get_buffer_memory_requirements(buf);
                let alloc = vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(self.memory_type(req.memory_type_bits)?);
                let mem = match d.allocate_memory(&alloc, None) {
                    Ok(m) => m,
                    Err(e) => {
                        d.destroy_buffer(buf, None);
                        return Err(format!("memory: {e}"));
                    }
                };
                o.buffers.push((buf, mem, std::ptr::null_mut()));
                d.bind_buffer_memory(buf, mem, 0).map_err(err("bind memory"))?;
                let ptr = d.map_memory(mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()).map_err(err("map"))?;
                std::ptr::write_bytes(ptr as *mut u8, 0, size as usize);
                std::ptr::copy_nonoverlapping(b.bytes.as_ptr(), ptr as *mut u8, b.bytes.len());
                if let Some(last) = o.buffers.last_mut() {
                    last.2 = ptr;
                }
            }
        }
        Ok(())
    }
}

impl Runner {
    /// Create every image (with its view and staging buffer) and sampler.
    unsafe fn make_images(&self, job: &VkJob, o: &mut Owned) -> VkResult<()> {
        let d = &self.device;
        // SAFETY: see run_inner.
        unsafe {
            for img in &job.images {
                let t = &img.spec;
                let (ty, view_ty) = match t.dim {
                    TextureDim::D1 => (vk::ImageType::TYPE_1D, vk::ImageViewType::TYPE_1D),
                    TextureDim::D1Array => (vk::ImageType::TYPE_1D, vk::ImageViewType::TYPE_1D_ARRAY),
                    TextureDim::D2 => (vk::ImageType::TYPE_2D, vk::ImageViewType::TYPE_2D),
                    TextureDim::D2Array => (vk::ImageType::TYPE_2D, vk::ImageViewType::TYPE_2D_ARRAY),
                    TextureDim::D3 => (vk::ImageType::TYPE_3D, vk::ImageViewType::TYPE_3D),
                    TextureDim::Cube => (vk::ImageType::TYPE_2D, vk::ImageViewType::CUBE),
                    TextureDim::CubeArray => (vk::ImageType::TYPE_2D, vk::ImageViewType::CUBE_ARRAY),
                };
                let [w, h, depth] = t.mip_size(0);
                let mut usage = vk::ImageUsageFlags::SAMPLED
                    | vk::ImageUsageFlags::TRANSFER_SRC
                    | vk::ImageUsageFlags::TRANSFER_DST;
                if img.usage == ImageUse::Storage {
                    usage |= vk::ImageUsageFlags::STORAGE;
                }
                let flags =
                    if t.dim.is_cube() { vk::ImageCreateFlags::CUBE_COMPATIBLE } else { vk::ImageCreateFlags::empty() };
                let info = vk::ImageCreateInfo::default()
                    .flags(flags)
                    .image_type(ty)
                    .format(vk_format(t.format))
                    .extent(vk::Extent3D { width: w, height: h, depth })
                    .mip_levels(t.mips)
                    .array_layers(t.stored_layers())
                    .samples(vk::SampleCountFlags::TYPE_1)
                    .tiling(vk::ImageTiling::OPTIMAL)
                    .usage(usage)
                    .initial_layout(vk::ImageLayout::UNDEFINED);
                let image = d.create_image(&info, None).map_err(err("image"))?;
                let req = d.get_image_memory_requirements(image);
                let alloc = vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(self.memory_type(req.memory_type_bits)?);
                let mem = match d.allocate_memory(&alloc, None) {
                    Ok(m) => m,
                    Err(e) => {
                        d.destroy_image(image, None);
                        return Err(format!("image memory: {e}"));
                    }
                };
                o.images.push((image, mem, vk::ImageView::null()));
                d.bind_image_memory(image, mem, 0).map_err(err("bind image memory"))?;
                let range = vk::ImageSubresourceRange {
                    aspect_mask: aspect(t.format),
                    base_mip_level: 0,
                    level_count: t.mips,
                    base_array_layer: 0,
                    layer_count: t.stored_layers(),
                };
                let view_info = vk::ImageViewCreateInfo::default()
                    .image(image)
                    .view_type(view_ty)
                    .format(vk_format(t.format))
                    .subresource_range(range);
                let view = d.create_image_view(&view_info, None).map_err(err("image view"))?;
                if let Some(last) = o.images.last_mut() {
                    last.2 = view;
                }
                // The staging buffer.
                let size = (img.bytes.len().max(16) as u64).next_multiple_of(16);
                let info = vk::BufferCreateInfo::default()
                    .size(size)
                    .usage(vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST);
                let buf = d.create_buffer(&info, None).map_err(err("staging buffer"))?;
                let req = d.get_buffer_memory_requirements(buf);
                let alloc = vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(self.memory_type(req.memory_type_bits)?);
                let mem = match d.allocate_memory(&alloc, None) {
                    Ok(m) => m,
                    Err(e) => {
                        d.destroy_buffer(buf, None);
                        return Err(format!("staging memory: {e}"));
                    }
                };
                o.staging.push((buf, mem, std::ptr::null_mut()));
                d.bind_buffer_memory(buf, mem, 0).map_err(err("bind staging memory"))?;
                let ptr = d.map_memory(mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()).map_err(err("map"))?;
                std::ptr::write_bytes(ptr as *mut u8, 0, size as usize);
                std::ptr::copy_nonoverlapping(img.bytes.as_ptr(), ptr as *mut u8, img.bytes.len());
                if let Some(last) = o.staging.last_mut() {
                    last.2 = ptr;
                }
            }
            for s in &job.samplers {
                o.samplers.push(d.create_sampler(&sampler_info(&s.spec), None).map_err(err("sampler"))?);
            }
        }
        Ok(())
    }

    fn image_barrier(
        &self,
        cb: vk::CommandBuffer,
        t: &TextureSpec,
        image: vk::Image,
        from: (vk::ImageLayout, vk::AccessFlags, vk::PipelineStageFlags),
        to: (vk::ImageLayout, vk::AccessFlags, vk::PipelineStageFlags),
    ) {
        let range = vk::ImageSubresourceRange {
            aspect_mask: aspect(t.format),
            base_mip_level: 0,
            level_count: t.mips,
            base_array_layer: 0,
            layer_count: t.stored_layers(),
        };
        let barrier = vk::ImageMemoryBarrier::default()
            .old_layout(from.0)
            .new_layout(to.0)
            .src_access_mask(from.1)
            .dst_access_mask(to.1)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(range);
        // SAFETY: recording into a command buffer in the recording state.
        unsafe {
            self.device.cmd_pipeline_barrier(cb, from.2, to.2, vk::DependencyFlags::empty(), &[], &[], &[barrier]);
        }
    }

    /// Copy every image's texels in and leave it in the GENERAL layout.
    fn record_uploads(&self, cb: vk::CommandBuffer, job: &VkJob, o: &Owned) {
        for ((img, (image, _, _)), (staging, _, _)) in job.images.iter().zip(&o.images).zip(&o.staging) {
            let transfer = vk::PipelineStageFlags::TRANSFER;
            self.image_barrier(
                cb,
                &img.spec,
                *image,
                (vk::ImageLayout::UNDEFINED, vk::AccessFlags::empty(), vk::PipelineStageFlags::TOP_OF_PIPE),
                (vk::ImageLayout::TRANSFER_DST_OPTIMAL, vk::AccessFlags::TRANSFER_WRITE, transfer),
            );
            // SAFETY: recording; the regions lie within the staging buffer and the image.
            unsafe {
                self.device.cmd_copy_buffer_to_image(
                    cb,
                    *staging,
                    *image,
                    vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                    &regions(&img.spec),
                );
            }
            self.image_barrier(
                cb,
                &img.spec,
                *image,
                (vk::ImageLayout::TRANSFER_DST_OPTIMAL, vk::AccessFlags::TRANSFER_WRITE, transfer),
                (
                    vk::ImageLayout::GENERAL,
                    vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE,
                    vk::PipelineStageFlags::COMPUTE_SHADER,
                ),
            );
        }
    }

    /// Copy every image's texels back into its staging buffer.
    fn record_readbacks(&self, cb: vk::CommandBuffer, job: &VkJob, o: &Owned) {
        for ((img, (image, _, _)), (staging, _, _)) in job.images.iter().zip(&o.images).zip(&o.staging) {
            self.image_barrier(
                cb,
                &img.spec,
                *image,
                (vk::ImageLayout::GENERAL, vk::AccessFlags::SHADER_WRITE, vk::PipelineStageFlags::COMPUTE_SHADER),
                (
                    vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                    vk::AccessFlags::TRANSFER_READ,
                    vk::PipelineStageFlags::TRANSFER,
                ),
            );
            // SAFETY: as in record_uploads.
            unsafe {
                self.device.cmd_copy_image_to_buffer(
                    cb,
                    *image,
                    vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                    *staging,
                    &regions(&img.spec),
                );
            }
            let barrier = vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ);
            // SAFETY: recording.
            unsafe {
                self.device.cmd_pipeline_barrier(
                    cb,
                    vk::PipelineStageFlags::TRANSFER,
                    vk::PipelineStageFlags::HOST,
                    vk::DependencyFlags::empty(),
                    &[barrier],
                    &[],
                    &[],
                );
            }
        }
    }
}

fn image_type(u: ImageUse) -> vk::DescriptorType {
    match u {
        ImageUse::Sampled => vk::DescriptorType::SAMPLED_IMAGE,
        ImageUse::Storage => vk::DescriptorType::STORAGE_IMAGE,
        ImageUse::Combined => vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
    }
}

fn vk_format(f: TextureFormat) -> vk::Format {
    match f {
        TextureFormat::Rgba8Unorm => vk::Format::R8G8B8A8_UNORM,
        TextureFormat::R32Float => vk::Format::R32_SFLOAT,
        TextureFormat::Rgba32Float => vk::Format::R32G32B32A32_SFLOAT,
        TextureFormat::R32Uint => vk::Format::R32_UINT,
        TextureFormat::R32Sint => vk::Format::R32_SINT,
        TextureFormat::Rgba32Uint => vk::Format::R32G32B32A32_UINT,
        TextureFormat::Depth32Float => vk::Format::D32_SFLOAT,
    }
}

fn aspect(f: TextureFormat) -> vk::ImageAspectFlags {
    if f == TextureFormat::Depth32Float { vk::ImageAspectFlags::DEPTH } else { vk::ImageAspectFlags::COLOR }
}

/// The copy regions of every mip level, all layers, from byte 0 of a buffer
/// in the case's storage order.
fn regions(t: &TextureSpec) -> Vec<vk::BufferImageCopy> {
    let mut offset = 0u64;
    (0..t.mips)
        .map(|m| {
            let [w, h, d] = t.mip_size(m);
            let r = vk::BufferImageCopy::default()
                .buffer_offset(offset)
                .image_subresource(vk::ImageSubresourceLayers {
                    aspect_mask: aspect(t.format),
                    mip_level: m,
                    base_array_layer: 0,
                    layer_count: t.stored_layers(),
                })
                .image_extent(vk::Extent3D { width: w, height: h, depth: d });
            offset += t.mip_texels(m) * u64::from(t.format.texel_bytes());
            r
        })
        .collect()
}

/// A sampler's state in Vulkan's terms. Metal's `mip_filter::none` (level 0
/// only) is the usual emulation: nearest mips with the LOD clamped to at
/// most 0.25, so the min/mag choice still follows the LOD.
fn sampler_info(s: &SamplerSpec) -> vk::SamplerCreateInfo<'static> {
    let filter = |linear: bool| if linear { vk::Filter::LINEAR } else { vk::Filter::NEAREST };
    let address = |a: u32| match a {
        0 => vk::SamplerAddressMode::REPEAT,
        1 => vk::SamplerAddressMode::MIRRORED_REPEAT,
        3 => vk::SamplerAddressMode::CLAMP_TO_BORDER,
        _ => vk::SamplerAddressMode::CLAMP_TO_EDGE,
    };
    // The case's order (never, less, lessEqual, greater, greaterEqual, equal, notEqual, always).
    const OPS: [vk::CompareOp; 8] = [
        vk::CompareOp::NEVER,
        vk::CompareOp::LESS,
        vk::CompareOp::LESS_OR_EQUAL,
        vk::CompareOp::GREATER,
        vk::CompareOp::GREATER_OR_EQUAL,
        vk::CompareOp::EQUAL,
        vk::CompareOp::NOT_EQUAL,
        vk::CompareOp::ALWAYS,
    ];
    let border = match s.border {
        1 => vk::BorderColor::FLOAT_OPAQUE_BLACK,
        2 => vk::BorderColor::FLOAT_OPAQUE_WHITE,
        _ => vk::BorderColor::FLOAT_TRANSPARENT_BLACK,
    };
    let max_lod = if s.mip_filter == 0 { s.max_lod.min(0.25) } else { s.max_lod };
    vk::SamplerCreateInfo::default()
        .mag_filter(filter(s.mag_linear))
        .min_filter(filter(s.min_linear))
        .mipmap_mode(if s.mip_filter == 2 { vk::SamplerMipmapMode::LINEAR } else { vk::SamplerMipmapMode::NEAREST })
        .address_mode_u(address(s.address[0]))
        .address_mode_v(address(s.address[1]))
        .address_mode_w(address(s.address[2]))
        .compare_enable(s.compare.is_some())
        .compare_op(OPS.get(s.compare.unwrap_or(0) as usize).copied().unwrap_or(vk::CompareOp::NEVER))
        .min_lod(s.min_lod)
        .max_lod(max_lod)
        .border_color(border)
}

fn descriptor_type(b: &VkBinding) -> vk::DescriptorType {
    if b.uniform { vk::DescriptorType::UNIFORM_BUFFER } else { vk::DescriptorType::STORAGE_BUFFER }
}

/// Handles of one job, destroyed whether or not the job succeeded.
#[derive(Default)]
struct Owned {
    set_layouts: Vec<vk::DescriptorSetLayout>,
    layout: vk::PipelineLayout,
    module: vk::ShaderModule,
    pipeline: vk::Pipeline,
    buffers: Vec<(vk::Buffer, vk::DeviceMemory, *mut std::ffi::c_void)>,
    /// Per image: the image, its memory and its view.
    images: Vec<(vk::Image, vk::DeviceMemory, vk::ImageView)>,
    /// Per image: the staging buffer its texels go through, both ways.
    staging: Vec<(vk::Buffer, vk::DeviceMemory, *mut std::ffi::c_void)>,
    samplers: Vec<vk::Sampler>,
    pool: vk::DescriptorPool,
    command_pool: vk::CommandPool,
    fence: vk::Fence,
}

impl Owned {
    fn destroy(self, d: &ash::Device) {
        // SAFETY: every handle was created from `d` (null handles are ignored
        // by vkDestroy*), and the queue is idle once the fence was waited on
        // or the submission never happened.
        unsafe {
            let _ = d.device_wait_idle();
            d.destroy_fence(self.fence, None);
            d.destroy_command_pool(self.command_pool, None);
            d.destroy_descriptor_pool(self.pool, None);
            for (buf, mem, _) in self.buffers.into_iter().chain(self.staging) {
                d.destroy_buffer(buf, None);
                d.free_memory(mem, None);
            }
            for (image, mem, view) in self.images {
                d.destroy_image_view(view, None);
                d.destroy_image(image, None);
                d.free_memory(mem, None);
            }
            for s in self.samplers {
                d.destroy_sampler(s, None);
            }
            d.destroy_pipeline(self.pipeline, None);
            d.destroy_shader_module(self.module, None);
            d.destroy_pipeline_layout(self.layout, None);
            for l in self.set_layouts {
                d.destroy_descriptor_set_layout(l, None);
            }
        }
    }
}

impl Drop for Runner {
    fn drop(&mut self) {
        // SAFETY: all job handles are destroyed by `Owned`; the device and
        // instance are destroyed last, in this order.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}
