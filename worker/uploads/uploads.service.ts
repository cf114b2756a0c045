import type { Deps } from '../lib/deps'
import type { DeleteUploadInput, UploadImageInput, UploadResource } from './uploads.schemas'

/** Stores files in R2 after checking their bytes, records them in D1, serves and deletes them. */

export const uploadFile = async (_deps: Deps, _form: { file: File; kind: string }): Promise<UploadResource> => {
  throw new Error('not implemented')
}

export const uploadImage = async (_deps: Deps, _input: UploadImageInput): Promise<UploadResource> => {
  throw new Error('not implemented')
}

export const deleteUpload = async (_deps: Deps, _input: DeleteUploadInput): Promise<{ id: number; path: string }> => {
  throw new Error('not implemented')
}

export const serveFile = async (_deps: Deps, _path: string, _request: Request): Promise<Response> => {
  throw new Error('not implemented')
}
